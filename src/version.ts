/** Lintel's version, as package.json says (a test keeps them equal). */
export const VERSION = '0.1.0';
