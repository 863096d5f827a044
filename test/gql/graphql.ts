/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** Calendar date, YYYY-MM-DD */
  Date: { input: string; output: string; }
  /** ISO 8601 date-time */
  DateTime: { input: string; output: string; }
  /** Any JSON value (a vendor payload) */
  JSON: { input: unknown; output: unknown; }
};

/** A consumer’s link to one connector; credentials are never returned */
export type Connection = {
  __typename?: 'Connection';
  api: Scalars['String']['output'];
  data: Scalars['JSON']['output'];
  id: Scalars['ID']['output'];
  integration: Scalars['String']['output'];
  integrationId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type Consumer = {
  __typename?: 'Consumer';
  connections: Array<Connection>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  internalReference?: Maybe<Scalars['String']['output']>;
  invoicing: Invoicing;
  name: Scalars['String']['output'];
  pms: Pms;
  pos: Pos;
  redirectUrl?: Maybe<Scalars['String']['output']>;
};

export type Contact = {
  __typename?: 'Contact';
  addresses?: Maybe<Array<InvoicingAddress>>;
  birthdate?: Maybe<Scalars['String']['output']>;
  comment?: Maybe<Scalars['String']['output']>;
  companyId?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  companyNumber?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  customerAccountNumber?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  externalReference?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  isCompany?: Maybe<Scalars['Boolean']['output']>;
  isCustomer?: Maybe<Scalars['Boolean']['output']>;
  isProspect?: Maybe<Scalars['Boolean']['output']>;
  isSupplier?: Maybe<Scalars['Boolean']['output']>;
  language?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  raw?: Maybe<Scalars['JSON']['output']>;
  sourceRef: Ref;
  supplierAccountNumber?: Maybe<Scalars['String']['output']>;
  vat?: Maybe<Scalars['String']['output']>;
};

export type CreateConnectionInput = {
  credentials?: InputMaybe<Array<CredentialInput>>;
  integrationId: Scalars['Int']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type CreateConsumerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  internalReference?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
};

export type CreateProductInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  cost?: InputMaybe<Scalars['Float']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  taxId?: InputMaybe<Scalars['String']['input']>;
  unit?: InputMaybe<Scalars['String']['input']>;
  unitPrice?: InputMaybe<Scalars['Float']['input']>;
};

export type CreateWebhookInput = {
  event: Scalars['String']['input'];
  integrationId?: InputMaybe<Scalars['Int']['input']>;
  signingSecret?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type CredentialInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type Gender =
  | 'F'
  | 'H'
  | 'NA';

/** A connector and what it can do (the capability matrix the gateway enforces) */
export type Integration = {
  __typename?: 'Integration';
  api: Scalars['String']['output'];
  credentials: Array<IntegrationCredential>;
  integrationId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  operationsCoverage: Array<OperationCoverage>;
  status: Scalars['String']['output'];
};

export type IntegrationCredential = {
  __typename?: 'IntegrationCredential';
  name: Scalars['String']['output'];
  optional: Scalars['Boolean']['output'];
};

export type Invoicing = {
  __typename?: 'Invoicing';
  contact: Contact;
  opportunities: OpportunityPage;
  taxes: TaxCodePage;
};


export type InvoicingContactArgs = {
  id: Scalars['ID']['input'];
};


export type InvoicingOpportunitiesArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};


export type InvoicingTaxesArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

export type InvoicingAddress = {
  __typename?: 'InvoicingAddress';
  addressType?: Maybe<Scalars['String']['output']>;
  box?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
};

export type ModifierGroup = {
  __typename?: 'ModifierGroup';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<ModifierOption>;
  raw?: Maybe<Scalars['JSON']['output']>;
};

export type ModifierGroupPage = {
  __typename?: 'ModifierGroupPage';
  items: Array<ModifierGroup>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type ModifierOption = {
  __typename?: 'ModifierOption';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  createConnection: Connection;
  createConsumer: Consumer;
  createProduct: Product;
  createWebhook: Webhook;
  deleteConnection: Connection;
  /** Deletes the consumer with its connections and answers what was deleted */
  deleteConsumer: Consumer;
  deleteWebhook: Scalars['Boolean']['output'];
  updateConnection: Connection;
  updateConsumer: Consumer;
  updateWebhook: Webhook;
};


export type MutationCreateConnectionArgs = {
  consumerId: Scalars['ID']['input'];
  input: CreateConnectionInput;
};


export type MutationCreateConsumerArgs = {
  input: CreateConsumerInput;
};


export type MutationCreateProductArgs = {
  consumerId: Scalars['ID']['input'];
  input: CreateProductInput;
};


export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


export type MutationDeleteConnectionArgs = {
  connectionId: Scalars['ID']['input'];
  consumerId: Scalars['ID']['input'];
};


export type MutationDeleteConsumerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateConnectionArgs = {
  connectionId: Scalars['ID']['input'];
  consumerId: Scalars['ID']['input'];
  input: UpdateConnectionInput;
};


export type MutationUpdateConsumerArgs = {
  id: Scalars['ID']['input'];
  input: UpdateConsumerInput;
};


export type MutationUpdateWebhookArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
};

export type OperationCoverage = {
  __typename?: 'OperationCoverage';
  operation: Scalars['String']['output'];
  /** `supported` or `not_supported` */
  status: Scalars['String']['output'];
};

export type Opportunity = {
  __typename?: 'Opportunity';
  comment?: Maybe<Scalars['String']['output']>;
  createdDate?: Maybe<Scalars['String']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  dueDate?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isWon: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  ownerRef?: Maybe<OwnerRef>;
  partnerId?: Maybe<Scalars['String']['output']>;
  pipeName?: Maybe<Scalars['String']['output']>;
  pipeStatus?: Maybe<Scalars['String']['output']>;
  probability?: Maybe<Scalars['Float']['output']>;
  raw?: Maybe<Scalars['JSON']['output']>;
  sourceRef: Ref;
  status: Scalars['String']['output'];
  total?: Maybe<Scalars['Float']['output']>;
};

export type OpportunityPage = {
  __typename?: 'OpportunityPage';
  items: Array<Opportunity>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type OwnerRef = {
  __typename?: 'OwnerRef';
  id?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type Pms = {
  __typename?: 'Pms';
  orders: PmsOrderPage;
  taxes: PmsTaxRatePage;
};


export type PmsOrdersArgs = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
  state?: InputMaybe<PmsOrderState>;
};


export type PmsTaxesArgs = {
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

export type PmsAddress = {
  __typename?: 'PmsAddress';
  addressType?: Maybe<Scalars['String']['output']>;
  box?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  street?: Maybe<Scalars['String']['output']>;
};

export type PmsBill = {
  __typename?: 'PmsBill';
  closingDate?: Maybe<Scalars['String']['output']>;
  creationDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  partners: Array<PmsPartner>;
  sourceRef: Ref;
};

export type PmsDiscount = {
  __typename?: 'PmsDiscount';
  amount: Scalars['Float']['output'];
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
};

export type PmsOrder = {
  __typename?: 'PmsOrder';
  bills: Array<PmsBill>;
  closingDate?: Maybe<Scalars['DateTime']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  creationDate: Scalars['DateTime']['output'];
  currency?: Maybe<Scalars['String']['output']>;
  customerId?: Maybe<Scalars['String']['output']>;
  deliveryFee: Scalars['Float']['output'];
  deviceId?: Maybe<Scalars['String']['output']>;
  guests?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  items: Array<PmsOrderItem>;
  locationId?: Maybe<Scalars['String']['output']>;
  loyalty?: Maybe<Scalars['Float']['output']>;
  mode?: Maybe<Scalars['String']['output']>;
  orderNumber?: Maybe<Scalars['String']['output']>;
  raw?: Maybe<Scalars['JSON']['output']>;
  reservation?: Maybe<PmsReservation>;
  serviceDate?: Maybe<Scalars['DateTime']['output']>;
  serviceId?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  sourceRef: Ref;
  taxAmount: Scalars['Float']['output'];
  taxes: Array<PmsOrderTax>;
  total: Scalars['Float']['output'];
  totalDiscount: Scalars['Float']['output'];
  totalRefund: Scalars['Float']['output'];
  totalTip: Scalars['Float']['output'];
};

export type PmsOrderItem = {
  __typename?: 'PmsOrderItem';
  accountingCategoryId?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  discounts: Array<PmsDiscount>;
  id: Scalars['ID']['output'];
  menuId?: Maybe<Scalars['String']['output']>;
  productId?: Maybe<Scalars['String']['output']>;
  quantity: Scalars['Float']['output'];
  sourceRef: Ref;
  taxAmount: Scalars['Float']['output'];
  taxId?: Maybe<Scalars['String']['output']>;
  taxRate?: Maybe<Scalars['Float']['output']>;
  total: Scalars['Float']['output'];
  type?: Maybe<Scalars['String']['output']>;
  unitPrice: Scalars['Float']['output'];
};

export type PmsOrderPage = {
  __typename?: 'PmsOrderPage';
  items: Array<PmsOrder>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type PmsOrderState =
  | 'CLOSED'
  | 'CONSUMED';

export type PmsOrderTax = {
  __typename?: 'PmsOrderTax';
  amount: Scalars['Float']['output'];
  id?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  rate?: Maybe<Scalars['Float']['output']>;
};

export type PmsPartner = {
  __typename?: 'PmsPartner';
  address?: Maybe<PmsAddress>;
  companyName?: Maybe<Scalars['String']['output']>;
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  sourceRef: Ref;
};

export type PmsReservation = {
  __typename?: 'PmsReservation';
  creationDate?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  resourceId?: Maybe<PmsResourceId>;
  resourceIdentifier?: Maybe<Scalars['String']['output']>;
  resourceName?: Maybe<Scalars['String']['output']>;
  sourceRef: Ref;
  startDate?: Maybe<Scalars['String']['output']>;
};

export type PmsResourceId = {
  __typename?: 'PmsResourceId';
  id: Scalars['ID']['output'];
  sourceRef: Ref;
};

export type PmsTaxRate = {
  __typename?: 'PmsTaxRate';
  id: Scalars['ID']['output'];
  isCityTax: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
  raw?: Maybe<Scalars['JSON']['output']>;
  sourceRef: Ref;
};

export type PmsTaxRatePage = {
  __typename?: 'PmsTaxRatePage';
  items: Array<PmsTaxRate>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Pos = {
  __typename?: 'Pos';
  modifiers: ModifierGroupPage;
};


export type PosModifiersArgs = {
  locationId?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  size?: Scalars['Int']['input'];
};

export type Product = {
  __typename?: 'Product';
  availableQuantity: Scalars['Float']['output'];
  category?: Maybe<Scalars['String']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  cost?: Maybe<Scalars['Float']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  raw?: Maybe<Scalars['JSON']['output']>;
  sourceRef: Ref;
  taxId?: Maybe<Scalars['String']['output']>;
  unit?: Maybe<Scalars['String']['output']>;
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

export type Query = {
  __typename?: 'Query';
  consumer: Consumer;
  consumers: Array<Consumer>;
  integrations: Array<Integration>;
  webhook: Webhook;
  webhookEventTypes: Array<WebhookEventType>;
  webhooks: Array<Webhook>;
};


export type QueryConsumerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryConsumersArgs = {
  internalReference?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};

/** Technical id and entity name of a record in the connected software */
export type Ref = {
  __typename?: 'Ref';
  id?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
};

export type TaxCode = {
  __typename?: 'TaxCode';
  active?: Maybe<Scalars['Boolean']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  label: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
  raw?: Maybe<Scalars['JSON']['output']>;
  scope?: Maybe<TaxScope>;
  sourceRef: Ref;
  type: TaxType;
};

export type TaxCodePage = {
  __typename?: 'TaxCodePage';
  items: Array<TaxCode>;
  page: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type TaxScope =
  | 'EU'
  | 'INT'
  | 'NAT'
  | 'UNKNOWN';

export type TaxType =
  | 'BOTH'
  | 'PURCHASE'
  | 'SALE'
  | 'UNKNOWN';

export type UpdateConnectionInput = {
  credentials?: InputMaybe<Array<CredentialInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateConsumerInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  internalReference?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateWebhookInput = {
  signingSecret?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A subscription of one event to one URL; the signing secret is never returned */
export type Webhook = {
  __typename?: 'Webhook';
  accountId: Scalars['ID']['output'];
  createdBy: Scalars['ID']['output'];
  createdOn: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  integrationId?: Maybe<Scalars['Int']['output']>;
  /** Delivery attempts, newest first */
  logs: Array<WebhookLog>;
  status: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type WebhookEventType = {
  __typename?: 'WebhookEventType';
  api: Scalars['String']['output'];
  event: Scalars['String']['output'];
};

export type WebhookLog = {
  __typename?: 'WebhookLog';
  accountId: Scalars['ID']['output'];
  createdOn: Scalars['DateTime']['output'];
  event: Scalars['String']['output'];
  httpStatus: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  integrationId?: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  webhookId: Scalars['ID']['output'];
};
