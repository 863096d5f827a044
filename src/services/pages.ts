/**
 * A window of a list, as every list read answers it (GraphQL's connections, REST's pages and
 * collected lists): the records in it, where it starts and how many there are in all.
 */

/** One window of a list: the records in it, where it starts and how many there are in all. */
export interface ConnectionPage<T> {
  nodes: T[];
  totalCount: number;
  /** Position of the first node in the whole list, from 0. */
  offset: number;
}

export interface PageWindow {
  offset: number;
  first: number;
}

/** A window of an in-memory list. */
export function sliceWindow<T>(all: readonly T[], window: PageWindow): ConnectionPage<T> {
  return {
    nodes: all.slice(window.offset, window.offset + window.first),
    totalCount: all.length,
    offset: window.offset,
  };
}
