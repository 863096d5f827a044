import type { PosCustomer } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

export const KIND = 'pos_customer';

// biome-ignore format: a data table, one row per customer
export const POS_CUSTOMERS: readonly PosCustomer[] = [
  { id: 'poscust-0001', first_name: 'Lucas', last_name: 'Peeters', name: 'Lucas Peeters', phone: '+32475112233', email: 'lucas.peeters@example.be', created_on: '2025-03-02T09:12:00Z', addresses: [{ address_type: 'home', name: 'Home', street: 'Rue du Midi', number: '45', box: null, city: 'Brussels', postal_code: '1000', country: 'BE' }], loyalty: 120, birthdate: '1988-04-17' },
  { id: 'poscust-0002', first_name: 'Emma', last_name: 'Janssens', name: 'Emma Janssens', phone: '+32486223344', email: 'emma.janssens@example.be', created_on: '2025-05-19T16:40:00Z', addresses: [{ address_type: 'home', name: 'Home', street: 'Meir', number: '8', box: '3', city: 'Antwerpen', postal_code: '2000', country: 'BE' }], loyalty: 45, birthdate: '1995-11-02' },
  { id: 'poscust-0003', first_name: 'João', last_name: 'Silva', name: 'João Silva', phone: '+351912345678', email: 'joao.silva@example.pt', created_on: '2025-06-07T11:05:00Z', addresses: [{ address_type: 'home', name: 'Casa', street: 'Rua da Prata', number: '80', box: null, city: 'Lisboa', postal_code: '1100-420', country: 'PT' }], loyalty: 300, birthdate: '1979-01-23' },
  { id: 'poscust-0004', first_name: 'Marie', last_name: 'Dubois', name: 'Marie Dubois', phone: '+32497334455', email: 'marie.dubois@example.be', created_on: '2025-08-21T08:30:00Z', addresses: [], loyalty: 10, birthdate: null },
  { id: 'poscust-0005', first_name: 'Ana', last_name: 'Costa', name: 'Ana Costa', phone: '+351936547890', email: 'ana.costa@example.pt', created_on: '2025-09-14T13:22:00Z', addresses: [], loyalty: 75, birthdate: '1992-07-30' },
  { id: 'poscust-0006', first_name: 'Pieter', last_name: 'Claes', name: 'Pieter Claes', phone: '+32470998877', email: null, created_on: '2025-10-03T17:45:00Z', addresses: [], loyalty: 0, birthdate: null },
];

export function seed(): SandboxRecord[] {
  return POS_CUSTOMERS.map((c) => stored(KIND, c));
}
