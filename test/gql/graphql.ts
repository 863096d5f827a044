/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
  /** A country as an ISO 3166-1 alpha-2 code (e.g. BE), as the connected software gives it: a value that is not such a code is passed through unchanged */
  CountryCode: { input: string; output: string; }
  /** A currency as an ISO 4217 code (e.g. EUR), as the connected software gives it: a value that is not such a code is passed through unchanged */
  CurrencyCode: { input: string; output: string; }
  /** A calendar day without time or zone, ISO 8601 YYYY-MM-DD (e.g. 2024-10-01) */
  Date: { input: string; output: string; }
  /** An instant: an ISO 8601 date-time with its offset (e.g. 2024-10-01T15:00:00Z) */
  DateTime: { input: string; output: string; }
  /** Any JSON value (a vendor payload) */
  JSON: { input: unknown; output: unknown; }
  /** ISO 8601 date-time without zone designator (YYYY-MM-DDTHH:MM:SS), in the property’s local time */
  LocalDateTime: { input: string; output: string; }
  /** An absolute URL (RFC 3986), e.g. https://example.com/path; inputs are checked as the field says */
  URL: { input: string; output: string; }
};

/** An API: the kind of software a connector talks to, or Lintel’s own account records */
export type Api =
  /** Lintel’s own records: consumers and connections */
  | 'ACCOUNT'
  /** Invoicing and accounting software */
  | 'INVOICING'
  /** Property management system (hotels and other lodgings) */
  | 'PMS'
  /** Point of sale software */
  | 'POS'
  /** A connector this deployment no longer has (a connection made to it earlier) */
  | 'UNKNOWN';

/** A consumer’s link to one connector; credentials are never returned */
export type Connection = {
  __typename?: 'Connection';
  /** Display name of an API */
  api: Api;
  /** The connect page where the end user changes this connection (signed, expiring) */
  connectUrl: Scalars['URL']['output'];
  /** What the connector keeps about the connection */
  data: Scalars['JSON']['output'];
  /** Identifier of the connection */
  id: Scalars['ID']['output'];
  /** Name of the connector */
  integration: Scalars['String']['output'];
  /** Integration id of the connector (GET /integrations) */
  integrationId: Scalars['Int']['output'];
  /** Name of the connection */
  name: Scalars['String']['output'];
  /** Whether a connection is in use */
  status: ConnectionStatus;
};


/** A consumer’s link to one connector; credentials are never returned */
export type ConnectionConnectUrlArgs = {
  redirect?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Whether a connection is in use */
export type ConnectionStatus =
  /** In use: the consumer’s requests reach the connected software through it */
  | 'ACTIVE'
  /** Turned off: it is not used for the consumer’s requests until made active again */
  | 'INACTIVE';

/** A customer of yours whose software Lintel connects to */
export type Consumer = {
  __typename?: 'Consumer';
  /** List connections. The connections of a consumer; credentials are never returned. */
  connections: Array<Connection>;
  /** Email address of the consumer */
  email?: Maybe<Scalars['String']['output']>;
  /** Identifier of the consumer */
  id: Scalars['ID']['output'];
  /** Your own reference for the consumer */
  internalReference?: Maybe<Scalars['String']['output']>;
  /** The consumer’s invoicing software, through its active invoicing connection */
  invoicing: Invoicing;
  /** Name of the consumer */
  name: Scalars['String']['output'];
  /** The consumer’s property management system, through its active PMS connection */
  pms: Pms;
  /** The consumer’s point of sale software, through its active POS connection */
  pos: Pos;
  /** Where the connect page sends the end user when done */
  redirectUrl?: Maybe<Scalars['URL']['output']>;
};

/** A customer, supplier or prospect of the invoicing software: a company or a person */
export type Contact = {
  __typename?: 'Contact';
  /** Postal addresses of the contact */
  addresses?: Maybe<Array<InvoicingAddress>>;
  /** Birth date of a person */
  birthdate?: Maybe<Scalars['Date']['output']>;
  /** Internal note */
  comment?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the person's company */
  companyId?: Maybe<Scalars['String']['output']>;
  /** Name of the company */
  companyName?: Maybe<Scalars['String']['output']>;
  /** Company registration number other than VAT */
  companyNumber?: Maybe<Scalars['String']['output']>;
  /** Currency of the contact, as the software names it */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Accounting account used for sales */
  customerAccountNumber?: Maybe<Scalars['String']['output']>;
  /** Email address */
  email?: Maybe<Scalars['String']['output']>;
  /** Reference of the contact in the software */
  externalReference?: Maybe<Scalars['String']['output']>;
  /** First name of a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Gender of a person */
  gender?: Maybe<Gender>;
  /** Identifier of the contact in Lintel */
  id: Scalars['ID']['output'];
  /** A company rather than a person */
  isCompany?: Maybe<Scalars['Boolean']['output']>;
  /** Buys from the company */
  isCustomer?: Maybe<Scalars['Boolean']['output']>;
  /** A prospect, not yet a customer */
  isProspect?: Maybe<Scalars['Boolean']['output']>;
  /** Sells to the company */
  isSupplier?: Maybe<Scalars['Boolean']['output']>;
  /** Language of the contact, as the software names it */
  language?: Maybe<Scalars['String']['output']>;
  /** Last name of a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Mobile number */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Phone number */
  phone?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Accounting account used for purchases */
  supplierAccountNumber?: Maybe<Scalars['String']['output']>;
  /** VAT number */
  vat?: Maybe<Scalars['String']['output']>;
};

/** One page of Contact records */
export type ContactPage = {
  __typename?: 'ContactPage';
  /** The records of this page */
  items: Array<Contact>;
  /** This page number */
  page: Scalars['Int']['output'];
  /** The requested page size */
  size: Scalars['Int']['output'];
  /** Number of records across all pages */
  total: Scalars['Int']['output'];
};

/** Which contacts a listing returns */
export type ContactType =
  /** Every contact */
  | 'ALL'
  /** Customers only */
  | 'CUSTOMER'
  /** Prospects only */
  | 'PROSPECT'
  /** Suppliers only */
  | 'SUPPLIER';

/** Whether a connector serves an operation */
export type CoverageStatus =
  /** The software allows it, but the connector does not do it yet */
  | 'NOT_IMPLEMENTED'
  /** The connector does not serve the operation (a request for it answers 405) */
  | 'NOT_SUPPORTED'
  /** The connector serves the operation */
  | 'SUPPORTED'
  /** Whether the software allows it is being studied */
  | 'UNDER_ANALYSIS';

/** A connection to create, or the start of the connect page for the end user */
export type CreateConnectionInput = {
  /** The connect page lists only connectors of these APIs */
  apis?: InputMaybe<Array<Api>>;
  /** ISO 3166-1 alpha-2 code: the connect page lists the connectors of that country */
  country?: InputMaybe<Scalars['CountryCode']['input']>;
  /** Credentials of the connection, the keys GET /integrations lists for the connector */
  credentials?: InputMaybe<Array<CredentialInput>>;
  /** Integration id of a connector (GET /integrations) */
  integrationId?: InputMaybe<Scalars['Int']['input']>;
  /** Name of the connection */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Send the end user to the consumer’s redirect_url once the connect page is done */
  redirect?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A consumer to create */
export type CreateConsumerInput = {
  /** Email address of the consumer */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Your own reference for the consumer */
  internalReference?: InputMaybe<Scalars['String']['input']>;
  /** Name of the consumer */
  name: Scalars['String']['input'];
  /** Where the connect page sends the end user when done */
  redirectUrl?: InputMaybe<Scalars['URL']['input']>;
};

/** A product or service to create */
export type CreateProductInput = {
  /** Category, as the software names it */
  category?: InputMaybe<Scalars['String']['input']>;
  /** Reference or SKU of the product */
  code?: InputMaybe<Scalars['String']['input']>;
  /** What one unit costs the company */
  cost?: InputMaybe<Scalars['Float']['input']>;
  /** Currency of the prices (ISO 4217) */
  currency?: InputMaybe<Scalars['CurrencyCode']['input']>;
  /** Longer text describing the product */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name of the product or service */
  name: Scalars['String']['input'];
  /** Lintel id of the tax code that applies by default */
  taxId?: InputMaybe<Scalars['String']['input']>;
  /** Unit of measure, as the software names it */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** Sale price of one unit, without tax */
  unitPrice?: InputMaybe<Scalars['Float']['input']>;
};

/** A subscription to create */
export type CreateWebhookInput = {
  /** Event to deliver (GET /webhooks/list) */
  event: WebhookEvent;
  /** Integration id of a connector (GET /integrations) */
  integrationId?: InputMaybe<Scalars['Int']['input']>;
  /** Key of the HMAC signatures; a whsec_ secret is base64 after the prefix */
  signingSecret?: InputMaybe<Scalars['String']['input']>;
  /** Where deliveries are POSTed (http or https) */
  url: Scalars['URL']['input'];
};

/** One credential of a connection */
export type CredentialInput = {
  /** Name of the credential, as GET /integrations lists it */
  key: Scalars['String']['input'];
  /** Its value */
  value: Scalars['String']['input'];
};

/** An event as webhooks deliver it (the same envelope; `id` is the `webhook-id`) */
export type Event = {
  __typename?: 'Event';
  /** The consumer it concerns */
  consumerId?: Maybe<Scalars['ID']['output']>;
  /** When it happened (the webhook envelope says it in Unix seconds) */
  created: Scalars['DateTime']['output'];
  /** The record in its REST shape */
  data?: Maybe<Scalars['JSON']['output']>;
  /** What happened (REST and webhooks name it, e.g. `invoicing.product.created`) */
  event: WebhookEvent;
  /** The event id, `webhook-id` of its deliveries */
  id: Scalars['ID']['output'];
};

/** Gender of a person: H (male), F (female) or N/A */
export type Gender =
  /** Female (F in REST) */
  | 'FEMALE'
  /** Male (H in REST) */
  | 'MALE'
  /** Not specified (N/A in REST) */
  | 'UNSPECIFIED';

/** A connector and what it can do */
export type Integration = {
  __typename?: 'Integration';
  /** Display name of an API */
  api: Api;
  /** Credentials a connection needs */
  credentials: Array<IntegrationCredential>;
  /** What the connector talks to */
  description?: Maybe<Scalars['String']['output']>;
  /** Square icon of the connector (SVG served by Lintel) */
  iconUrl: Scalars['URL']['output'];
  /** Integration id of the connector */
  integrationId: Scalars['Int']['output'];
  /** Needs an agent installed on premises */
  localAgent: Scalars['Boolean']['output'];
  /** Logo of the connector (SVG served by Lintel) */
  logoUrl: Scalars['URL']['output'];
  /** Name of the connector */
  name: Scalars['String']['output'];
  /** Every operation of the API and whether it is served */
  operationsCoverage: Array<OperationCoverage>;
  /** Steps offered after a connection is made (none yet) */
  postConnections: Scalars['JSON']['output'];
  /** Whether a connector is offered */
  status: IntegrationStatus;
  /** Countries (ISO 3166-1 alpha-2) where the connector applies; null: everywhere */
  supportedCountries?: Maybe<Array<Scalars['CountryCode']['output']>>;
};

/** A credential a connection of the connector needs */
export type IntegrationCredential = {
  __typename?: 'IntegrationCredential';
  /** Key of the credential */
  name: Scalars['String']['output'];
  /** The connection works without it */
  optional: Scalars['Boolean']['output'];
};

/** Whether a connector is offered */
export type IntegrationStatus =
  /** Offered: consumers can connect to it */
  | 'ACTIVE'
  /** Not offered: no new connection can be made to it */
  | 'INACTIVE';

/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type Invoicing = {
  __typename?: 'Invoicing';
  /** Get one contact. One customer, supplier or prospect by its Lintel id, with its addresses. */
  contact: Contact;
  /** List contacts. The customers, suppliers and prospects of the invoicing software; contact_type narrows it. */
  contacts: ContactPage;
  /** List opportunities. The sales opportunities (deals, quotes) in every stage, won and lost ones included. */
  opportunities: OpportunityPage;
  /** Get one opportunity. One sales opportunity by its Lintel id; 404 when the software has no such opportunity. */
  opportunity: Opportunity;
  /** Get one product. One product or service by its Lintel id; 404 when the catalogue has no such product. */
  product: Product;
  /** List products. The products and services of the invoicing catalogue. */
  products: ProductPage;
  /** Get one tax code. One tax code by its Lintel id; 404 when the software has no such code. */
  tax: TaxCode;
  /** List tax codes. The VAT and other tax codes configured in the invoicing software, archived ones included. */
  taxes: TaxCodePage;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingContactArgs = {
  id: Scalars['ID']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingContactsArgs = {
  contactType?: InputMaybe<ContactType>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingOpportunitiesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingOpportunityArgs = {
  id: Scalars['ID']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingProductArgs = {
  id: Scalars['ID']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingTaxArgs = {
  id: Scalars['ID']['input'];
};


/** The records of a consumer’s invoicing software: tax codes, products, opportunities and contacts */
export type InvoicingTaxesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A postal address of an invoicing contact */
export type InvoicingAddress = {
  __typename?: 'InvoicingAddress';
  /** What an address of a contact is used for */
  addressType: InvoicingAddressType;
  /** Box or apartment */
  box?: Maybe<Scalars['String']['output']>;
  /** City */
  city?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. BE) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** Email address for this address */
  email?: Maybe<Scalars['String']['output']>;
  /** Mobile number at this address */
  mobile?: Maybe<Scalars['String']['output']>;
  /** Name given to the address */
  name?: Maybe<Scalars['String']['output']>;
  /** House number */
  number?: Maybe<Scalars['String']['output']>;
  /** Phone number at this address */
  phone?: Maybe<Scalars['String']['output']>;
  /** Postal code */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street name */
  street?: Maybe<Scalars['String']['output']>;
};

/** What an address of a contact is used for */
export type InvoicingAddressType =
  /** Where goods are delivered */
  | 'DELIVERY'
  /** Where invoices are sent */
  | 'INVOICE'
  /** The main address of the contact */
  | 'MAIN'
  /** Any other use */
  | 'OTHER';

/** Where the end user finishes or changes a connection */
export type LinkItem = {
  __typename?: 'LinkItem';
  /** The connection, once it exists */
  connectionId?: Maybe<Scalars['ID']['output']>;
  /** The connect page: signed, for this consumer only, valid for a limited time */
  url: Scalars['URL']['output'];
};

/** A group of add-ons or customisation options of POS products, e.g. Toppings */
export type ModifierGroup = {
  __typename?: 'ModifierGroup';
  /** Identifier of the modifier group in Lintel */
  id: Scalars['ID']['output'];
  /** Name of the group */
  name: Scalars['String']['output'];
  /** The options of the group */
  options: Array<ModifierOption>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
};

/** One page of ModifierGroup records */
export type ModifierGroupPage = {
  __typename?: 'ModifierGroupPage';
  /** The records of this page */
  items: Array<ModifierGroup>;
  /** This page number */
  page: Scalars['Int']['output'];
  /** The requested page size */
  size: Scalars['Int']['output'];
  /** Number of records across all pages */
  total: Scalars['Int']['output'];
};

/** One choice of a modifier group */
export type ModifierOption = {
  __typename?: 'ModifierOption';
  /** Identifier of the option in Lintel */
  id: Scalars['ID']['output'];
  /** Name of the option, e.g. Extra cheese */
  name: Scalars['String']['output'];
  /** Price added to the item when chosen */
  price: Scalars['Float']['output'];
};

/** What an API client changes: consumers, connections, records and webhooks */
export type Mutation = {
  __typename?: 'Mutation';
  /** Create a connection. With an integration and the credentials it needs, creates the connection (credentials checked against the software first) and answers it. */
  createConnection: Connection;
  /** Create a connection. With an integration and the credentials it needs, creates the connection (credentials checked against the software first). Either way, answers the connect page where the end user finishes or changes it. */
  createConnectionLink: LinkItem;
  /** Create a consumer. Adds a customer of yours, whose software you then connect. */
  createConsumer: Consumer;
  /** Create a product. Adds a product or service to the invoicing catalogue and answers the created record. Send an idempotency key (x-chift-client-requestid) to make retries safe. */
  createProduct: Product;
  /** Subscribe to an event. Delivers every `event` to `url`, signed with `signingsecret` when given. */
  createWebhook: Webhook;
  /** Delete a connection. Removes the connection and its credentials. Answers the deleted connection. */
  deleteConnection: Connection;
  /** Delete a consumer. Deletes the consumer and its connections. Answers the deleted consumer. */
  deleteConsumer: Consumer;
  /** Delete a subscription. Stops the deliveries of the subscription. Answers true once deleted. */
  deleteWebhook: Scalars['Boolean']['output'];
  /** Replay a delivery. Delivers the event of a log row again, with the same `webhook-id`; answers the new attempt. */
  replayWebhookLog: WebhookLog;
  /** Send a test event. Sends a signed `account.webhook.test` event to the subscription now; answers the attempt. */
  testWebhook: WebhookLog;
  /** Update a connection. Renames, deactivates or changes the credentials of a connection; answers the connect page where the end user can change them instead. */
  updateConnection: Connection;
  /** Update a consumer. Changes the fields given; null clears a field. */
  updateConsumer: Consumer;
  /** Update a subscription. Changes its URL, status or signing secret. */
  updateWebhook: Webhook;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationCreateConnectionArgs = {
  consumerId: Scalars['ID']['input'];
  input: CreateConnectionInput;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationCreateConnectionLinkArgs = {
  consumerId: Scalars['ID']['input'];
  input: CreateConnectionInput;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationCreateConsumerArgs = {
  input: CreateConsumerInput;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationCreateProductArgs = {
  consumerId: Scalars['ID']['input'];
  input: CreateProductInput;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationDeleteConnectionArgs = {
  connectionId: Scalars['ID']['input'];
  consumerId: Scalars['ID']['input'];
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationDeleteConsumerArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationReplayWebhookLogArgs = {
  logId: Scalars['ID']['input'];
  webhookId: Scalars['ID']['input'];
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationTestWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationUpdateConnectionArgs = {
  connectionId: Scalars['ID']['input'];
  consumerId: Scalars['ID']['input'];
  input: UpdateConnectionInput;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationUpdateConsumerArgs = {
  id: Scalars['ID']['input'];
  input: UpdateConsumerInput;
};


/** What an API client changes: consumers, connections, records and webhooks */
export type MutationUpdateWebhookArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
};

/** Whether a connector serves one operation */
export type OperationCoverage = {
  __typename?: 'OperationCoverage';
  /** Lintel operation id, e.g. invoicing.taxes.list */
  operation: Scalars['String']['output'];
  /** Whether a connector serves an operation */
  status: CoverageStatus;
};

/** A sales opportunity: a deal or a quote in progress */
export type Opportunity = {
  __typename?: 'Opportunity';
  /** Internal note */
  comment?: Maybe<Scalars['String']['output']>;
  /** Day the opportunity was created */
  createdDate?: Maybe<Scalars['Date']['output']>;
  /** Currency of the amounts (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Longer text about the deal */
  description?: Maybe<Scalars['String']['output']>;
  /** Day a decision is expected */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** Day the opportunity was closed */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** Identifier of the opportunity in Lintel */
  id: Scalars['ID']['output'];
  /** True once the deal is won */
  isWon: Scalars['Boolean']['output'];
  /** Title of the opportunity */
  name: Scalars['String']['output'];
  /** The user of the software who owns the deal */
  ownerRef?: Maybe<OwnerRef>;
  /** Lintel id of the customer contact */
  partnerId?: Maybe<Scalars['String']['output']>;
  /** Name of the pipeline or sales team */
  pipeName?: Maybe<Scalars['String']['output']>;
  /** Name of the pipeline stage */
  pipeStatus?: Maybe<Scalars['String']['output']>;
  /** Chance of winning, in percent */
  probability: Scalars['Float']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Stage of a deal in its life */
  status: OpportunityStatus;
  /** Expected revenue */
  total: Scalars['Float']['output'];
};

/** One page of Opportunity records */
export type OpportunityPage = {
  __typename?: 'OpportunityPage';
  /** The records of this page */
  items: Array<Opportunity>;
  /** This page number */
  page: Scalars['Int']['output'];
  /** The requested page size */
  size: Scalars['Int']['output'];
  /** Number of records across all pages */
  total: Scalars['Int']['output'];
};

/** Stage of a deal in its life */
export type OpportunityStatus =
  /** Given up before a decision */
  | 'CANCELLED'
  /** Closed, without the software saying whether won or lost */
  | 'CLOSED'
  /** Lost: the customer declined */
  | 'LOST'
  /** In progress */
  | 'OPEN'
  /** Won: the customer accepted */
  | 'WON';

/** A user of the connected software who owns a record */
export type OwnerRef = {
  __typename?: 'OwnerRef';
  /** Id of the user in the connected software */
  id?: Maybe<Scalars['String']['output']>;
  /** Name of the entity in the connected software */
  model?: Maybe<Scalars['String']['output']>;
  /** Display name of the user */
  name?: Maybe<Scalars['String']['output']>;
};

/** The records of a consumer’s property management system: tax rates and orders */
export type Pms = {
  __typename?: 'Pms';
  /** List PMS orders. What guests consumed: the orders whose service date (state=consumed) or closing date (state=closed) falls in the window, the last 90 days by default. */
  orders: PmsOrderPage;
  /** List PMS tax rates. The tax rates of the property management system, city taxes included. */
  taxes: PmsTaxRatePage;
};


/** The records of a consumer’s property management system: tax rates and orders */
export type PmsOrdersArgs = {
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  locationId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<PmsOrderState>;
};


/** The records of a consumer’s property management system: tax rates and orders */
export type PmsTaxesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A postal address of a bill partner */
export type PmsAddress = {
  __typename?: 'PmsAddress';
  /** What the address is used for, e.g. billing */
  addressType?: Maybe<Scalars['String']['output']>;
  /** Box or apartment */
  box?: Maybe<Scalars['String']['output']>;
  /** City */
  city?: Maybe<Scalars['String']['output']>;
  /** Country, ISO 3166-1 alpha-2 (e.g. FR) */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** Name given to the address */
  name?: Maybe<Scalars['String']['output']>;
  /** House number */
  number?: Maybe<Scalars['String']['output']>;
  /** Postal code */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Street name */
  street?: Maybe<Scalars['String']['output']>;
};

/** A bill (invoice) issued for an order */
export type PmsBill = {
  __typename?: 'PmsBill';
  /** When the bill was closed */
  closingDate?: Maybe<Scalars['DateTime']['output']>;
  /** When the bill was opened */
  creationDate?: Maybe<Scalars['DateTime']['output']>;
  /** Identifier of the bill in Lintel */
  id: Scalars['ID']['output'];
  /** Number of the invoice, once issued */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Who the bill is for */
  partners: Array<PmsPartner>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A discount given on an order line */
export type PmsDiscount = {
  __typename?: 'PmsDiscount';
  /**
   * Amount taken off the line, tax included (the same as total)
   * @deprecated Use total; kept for clients of earlier versions
   */
  amount: Scalars['Float']['output'];
  /** Id of the discount in the software, when it has one */
  id?: Maybe<Scalars['String']['output']>;
  /** Name of the discount */
  name?: Maybe<Scalars['String']['output']>;
  /** Amount taken off the line, tax included */
  total: Scalars['Float']['output'];
  /** Why a discount was given */
  type?: Maybe<PmsDiscountType>;
};

/** Why a discount was given */
export type PmsDiscountType =
  /** A loss (e.g. waste or breakage) */
  | 'LOSS'
  /** Offered to the guest */
  | 'OFFERED'
  /** The software does not say */
  | 'UNKNOWN';

/** What a guest consumed: the lines of one stay or one service order, with its bills */
export type PmsOrder = {
  __typename?: 'PmsOrder';
  /** Bills issued for the order */
  bills: Array<PmsBill>;
  /** When the order was closed */
  closingDate?: Maybe<Scalars['DateTime']['output']>;
  /** Country of the property, ISO 3166-1 alpha-2 */
  country?: Maybe<Scalars['CountryCode']['output']>;
  /** When the order was created */
  creationDate: Scalars['DateTime']['output'];
  /** Currency of the amounts (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Lintel id of the guest */
  customerId?: Maybe<Scalars['String']['output']>;
  /** Delivery fee charged */
  deliveryFee: Scalars['Float']['output'];
  /** Device that recorded the order */
  deviceId?: Maybe<Scalars['String']['output']>;
  /** Number of guests */
  guests?: Maybe<Scalars['Int']['output']>;
  /** Identifier of the order in Lintel */
  id: Scalars['ID']['output'];
  /** Lines of the order */
  items: Array<PmsOrderItem>;
  /** Lintel id of the property or outlet */
  locationId?: Maybe<Scalars['String']['output']>;
  /** Loyalty points earned */
  loyalty?: Maybe<Scalars['Float']['output']>;
  /** How an order is served */
  mode?: Maybe<PmsOrderMode>;
  /** Number of the order in the software */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** The stay the order belongs to */
  reservation?: Maybe<PmsReservation>;
  /** When the service was consumed */
  serviceDate?: Maybe<Scalars['DateTime']['output']>;
  /** Lintel id of the service (accommodation, restaurant…) */
  serviceId?: Maybe<Scalars['String']['output']>;
  /** The channel an order came through */
  source?: Maybe<PmsOrderSource>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Tax of the order */
  taxAmount: Scalars['Float']['output'];
  /** Tax of the order by rate */
  taxes: Array<PmsOrderTax>;
  /** Total of the order, tax included */
  total: Scalars['Float']['output'];
  /** Discounts given, tax included */
  totalDiscount: Scalars['Float']['output'];
  /** Amount refunded */
  totalRefund: Scalars['Float']['output'];
  /** Tips received */
  totalTip: Scalars['Float']['output'];
};

/** One line of a PMS order */
export type PmsOrderItem = {
  __typename?: 'PmsOrderItem';
  /** Accounting category of the line */
  accountingCategoryId?: Maybe<Scalars['String']['output']>;
  /** What was sold */
  description?: Maybe<Scalars['String']['output']>;
  /** Discounts given on the line */
  discounts: Array<PmsDiscount>;
  /** Identifier of the line in Lintel */
  id: Scalars['ID']['output'];
  /** Lintel id of the menu the line belongs to */
  menuId?: Maybe<Scalars['String']['output']>;
  /** Lintel id of the product sold */
  productId?: Maybe<Scalars['String']['output']>;
  /** Quantity sold */
  quantity: Scalars['Float']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Tax of the line */
  taxAmount: Scalars['Float']['output'];
  /** Lintel id of the tax rate of the line */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Tax rate of the line in percent */
  taxRate?: Maybe<Scalars['Float']['output']>;
  /** Total of the line, tax included */
  total: Scalars['Float']['output'];
  /** What an order line sells */
  type?: Maybe<PmsOrderItemType>;
  /** Price of one unit, tax excluded */
  unitPrice: Scalars['Float']['output'];
};

/** What an order line sells */
export type PmsOrderItemType =
  /** A discount on the whole order */
  | 'GENERAL_DISCOUNT'
  /** A menu (a set of products sold together) */
  | 'MENU'
  /** A product */
  | 'PRODUCT'
  /** A service (e.g. a night, a spa treatment) */
  | 'SERVICE';

/** How an order is served */
export type PmsOrderMode =
  /** Delivered to the guest */
  | 'DELIVERY'
  /** Served on the premises */
  | 'EAT_IN'
  /** Taken away by the guest */
  | 'TAKEAWAY'
  /** The software does not say */
  | 'UNKNOWN';

/** One page of PmsOrder records */
export type PmsOrderPage = {
  __typename?: 'PmsOrderPage';
  /** The records of this page */
  items: Array<PmsOrder>;
  /** This page number */
  page: Scalars['Int']['output'];
  /** The requested page size */
  size: Scalars['Int']['output'];
  /** Number of records across all pages */
  total: Scalars['Int']['output'];
};

/** The channel an order came through */
export type PmsOrderSource =
  /** Deliveroo */
  | 'DELIVEROO'
  /** Foodora */
  | 'FOODORA'
  /** Glovo */
  | 'GLOVO'
  /** Just Eat */
  | 'JUSTEAT'
  /** A self-service kiosk */
  | 'KIOSK'
  /** A mobile app */
  | 'MOBILE'
  /** The point of sale on the premises */
  | 'POS'
  /** A point of sale elsewhere (e.g. a handheld terminal) */
  | 'REMOTE_POS'
  /** Smilein */
  | 'SMILEIN'
  /** Uber Eats */
  | 'UBEREATS'
  /** The software does not say */
  | 'UNKNOWN'
  /** A website */
  | 'WEB';

/** Which date of an order a listing window applies to */
export type PmsOrderState =
  /** The orders closed in the window */
  | 'CLOSED'
  /** The orders whose service date is in the window */
  | 'CONSUMED';

/** The tax of an order at one rate: the sum over the lines taxed at that rate */
export type PmsOrderTax = {
  __typename?: 'PmsOrderTax';
  /**
   * Amount of tax at this rate (the same as taxAmount)
   * @deprecated Use taxAmount; kept for clients of earlier versions
   */
  amount: Scalars['Float']['output'];
  /**
   * Lintel id of the tax rate, when known (the same as taxId)
   * @deprecated Use taxId; kept for clients of earlier versions
   */
  id?: Maybe<Scalars['String']['output']>;
  /** Name of the tax as the software shows it */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * Rate in percent (the same as taxRate)
   * @deprecated Use taxRate; kept for clients of earlier versions
   */
  rate?: Maybe<Scalars['Float']['output']>;
  /** Amount of tax at this rate */
  taxAmount: Scalars['Float']['output'];
  /** Lintel id of the tax rate, when known */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Rate in percent */
  taxRate: Scalars['Float']['output'];
  /** Total of the lines taxed at this rate, tax included */
  total: Scalars['Float']['output'];
};

/** A person or company on a bill */
export type PmsPartner = {
  __typename?: 'PmsPartner';
  /** Postal address of the partner */
  address?: Maybe<PmsAddress>;
  /** Name of a company */
  companyName?: Maybe<Scalars['String']['output']>;
  /** First name of a person */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Identifier of the partner in Lintel */
  id: Scalars['ID']['output'];
  /** Last name of a person */
  lastName?: Maybe<Scalars['String']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Role of a partner on a bill: the owner of the bill or an account charged */
  type: PmsPartnerType;
};

/** Role of a partner on a bill: the owner of the bill or an account charged */
export type PmsPartnerType =
  /** An account the bill is charged to */
  | 'ACCOUNT'
  /** The owner of the bill */
  | 'OWNER';

/** The stay an order belongs to */
export type PmsReservation = {
  __typename?: 'PmsReservation';
  /** When the reservation was made, in the hotel’s local time (ISO 8601, without zone designator) */
  creationDate?: Maybe<Scalars['LocalDateTime']['output']>;
  /** Departure, in the hotel’s local time (ISO 8601, without zone designator) */
  endDate?: Maybe<Scalars['LocalDateTime']['output']>;
  /** Identifier of the reservation in Lintel */
  id: Scalars['ID']['output'];
  /** The room booked */
  resourceId?: Maybe<PmsResource>;
  /** Number or code of the room */
  resourceIdentifier?: Maybe<Scalars['String']['output']>;
  /** Name of the room */
  resourceName?: Maybe<Scalars['String']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Arrival, in the hotel’s local time (ISO 8601, without zone designator) */
  startDate?: Maybe<Scalars['LocalDateTime']['output']>;
};

/** A bookable resource (a room) of the PMS */
export type PmsResource = {
  __typename?: 'PmsResource';
  /** Identifier of the resource in Lintel */
  id: Scalars['ID']['output'];
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** A tax rate configured in the property management system */
export type PmsTaxRate = {
  __typename?: 'PmsTaxRate';
  /** Identifier of the tax rate in Lintel */
  id: Scalars['ID']['output'];
  /** A city or tourist tax rather than VAT */
  isCityTax: Scalars['Boolean']['output'];
  /** Name of the rate as the software shows it */
  label: Scalars['String']['output'];
  /** Rate in percent; 0 for a flat tax, whose amount is in the label */
  rate: Scalars['Float']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
};

/** One page of PmsTaxRate records */
export type PmsTaxRatePage = {
  __typename?: 'PmsTaxRatePage';
  /** The records of this page */
  items: Array<PmsTaxRate>;
  /** This page number */
  page: Scalars['Int']['output'];
  /** The requested page size */
  size: Scalars['Int']['output'];
  /** Number of records across all pages */
  total: Scalars['Int']['output'];
};

/** The records of a consumer’s point of sale software: modifier groups */
export type Pos = {
  __typename?: 'Pos';
  /** List modifiers. The modifier groups (add-ons, customisation options) of the POS products, of one location or all. */
  modifiers: ModifierGroupPage;
};


/** The records of a consumer’s point of sale software: modifier groups */
export type PosModifiersArgs = {
  locationId?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A product or service of the invoicing catalogue */
export type Product = {
  __typename?: 'Product';
  /** Quantity in stock; services and products without inventory report 0 */
  availableQuantity: Scalars['Float']['output'];
  /** Category, as the software names it */
  category?: Maybe<Scalars['String']['output']>;
  /** Reference or SKU of the product */
  code?: Maybe<Scalars['String']['output']>;
  /** What one unit costs the company */
  cost?: Maybe<Scalars['Float']['output']>;
  /** Currency of the prices (ISO 4217) */
  currency?: Maybe<Scalars['CurrencyCode']['output']>;
  /** Longer text describing the product */
  description?: Maybe<Scalars['String']['output']>;
  /** Identifier of the product in Lintel */
  id: Scalars['ID']['output'];
  /** Name of the product or service */
  name: Scalars['String']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Lintel id of the tax code that applies by default */
  taxId?: Maybe<Scalars['String']['output']>;
  /** Unit of measure, as the software names it */
  unit?: Maybe<Scalars['String']['output']>;
  /** Sale price of one unit, without tax */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** One page of Product records */
export type ProductPage = {
  __typename?: 'ProductPage';
  /** The records of this page */
  items: Array<Product>;
  /** This page number */
  page: Scalars['Int']['output'];
  /** The requested page size */
  size: Scalars['Int']['output'];
  /** Number of records across all pages */
  total: Scalars['Int']['output'];
};

/** What an API client reads: consumers, their connected software, connectors and webhooks */
export type Query = {
  __typename?: 'Query';
  /** Get a consumer. One consumer of the account. */
  consumer: Consumer;
  /** List consumers. The consumers of the account, optionally those whose name or email contains `search`. */
  consumers: Array<Consumer>;
  /** List integrations. The connectors, their credentials and which operations each serves. */
  integrations: Array<Integration>;
  /** Get a subscription. One webhook subscription of the account. */
  webhook: Webhook;
  /** List event types. The events a subscription can deliver, each with its API. */
  webhookEventTypes: Array<WebhookEventType>;
  /** List subscriptions. The webhook subscriptions of the account. */
  webhooks: Array<Webhook>;
};


/** What an API client reads: consumers, their connected software, connectors and webhooks */
export type QueryConsumerArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client reads: consumers, their connected software, connectors and webhooks */
export type QueryConsumersArgs = {
  internalReference?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** What an API client reads: consumers, their connected software, connectors and webhooks */
export type QueryIntegrationsArgs = {
  includeCoverage?: InputMaybe<Scalars['Boolean']['input']>;
  status?: InputMaybe<IntegrationStatus>;
};


/** What an API client reads: consumers, their connected software, connectors and webhooks */
export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** What an API client reads: consumers, their connected software, connectors and webhooks */
export type QueryWebhooksArgs = {
  status?: InputMaybe<WebhookStatus>;
};

/** Technical id and entity name of a record in the connected software */
export type Ref = {
  __typename?: 'Ref';
  /** Id of the record in the connected software */
  id?: Maybe<Scalars['String']['output']>;
  /** Name of the entity in the connected software */
  model?: Maybe<Scalars['String']['output']>;
};

/** What an API client follows as it happens */
export type Subscription = {
  __typename?: 'Subscription';
  /** Events as they happen (Server-Sent Events: `Accept: text/event-stream`). Without `after`, from now on; with `after` (or `Last-Event-ID`), every event after that one. Needs `webhooks.read`. */
  events: Event;
};


/** What an API client follows as it happens */
export type SubscriptionEventsArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  consumerId?: InputMaybe<Scalars['ID']['input']>;
  types?: InputMaybe<Array<WebhookEvent>>;
};

/** A VAT or other tax code configured in the invoicing software */
export type TaxCode = {
  __typename?: 'TaxCode';
  /** False once the code is archived */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** Short code the software gives the tax */
  code?: Maybe<Scalars['String']['output']>;
  /** Identifier of the tax code in Lintel */
  id: Scalars['ID']['output'];
  /** Name of the tax code as the software shows it */
  label: Scalars['String']['output'];
  /** Rate in percent: 21.0 means 21 % */
  rate: Scalars['Float']['output'];
  /** The connected software's own record, when x-chift-raw-data is asked for */
  raw?: Maybe<Scalars['JSON']['output']>;
  /** Where a tax code applies: national, intra-EU or international trade */
  scope?: Maybe<TaxScope>;
  /** Technical id and entity name of a record in the connected software */
  sourceRef: Ref;
  /** Whether a tax code applies to sales, purchases or both */
  type: TaxType;
};

/** One page of TaxCode records */
export type TaxCodePage = {
  __typename?: 'TaxCodePage';
  /** The records of this page */
  items: Array<TaxCode>;
  /** This page number */
  page: Scalars['Int']['output'];
  /** The requested page size */
  size: Scalars['Int']['output'];
  /** Number of records across all pages */
  total: Scalars['Int']['output'];
};

/** Where a tax code applies: national, intra-EU or international trade */
export type TaxScope =
  /** Trade with another member state of the European Union (eu in REST) */
  | 'EUROPEAN'
  /** Trade with a country outside the European Union (int in REST) */
  | 'INTERNATIONAL'
  /** Trade within the country (nat in REST) */
  | 'NATIONAL'
  /** The software does not say */
  | 'UNKNOWN';

/** Whether a tax code applies to sales, purchases or both */
export type TaxType =
  /** Applies to sales and purchases */
  | 'BOTH'
  /** Applies to purchases */
  | 'PURCHASE'
  /** Applies to sales */
  | 'SALE'
  /** The software does not say */
  | 'UNKNOWN';

/** Changes to a connection */
export type UpdateConnectionInput = {
  /** Credentials of the connection, the keys GET /integrations lists for the connector */
  credentials?: InputMaybe<Array<CredentialInput>>;
  /** Name of the connection */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Send the end user to the consumer’s redirect_url once the connect page is done */
  redirect?: InputMaybe<Scalars['Boolean']['input']>;
  /** Turn the connection off or on again */
  status?: InputMaybe<ConnectionStatus>;
};

/** Changes to a consumer: fields left out stay as they are, null clears them */
export type UpdateConsumerInput = {
  /** Email address of the consumer */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Your own reference for the consumer */
  internalReference?: InputMaybe<Scalars['String']['input']>;
  /** Name of the consumer */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Where the connect page sends the end user when done */
  redirectUrl?: InputMaybe<Scalars['URL']['input']>;
};

/** Changes to a subscription */
export type UpdateWebhookInput = {
  /** New signing secret; an empty string removes it (deliveries go unsigned) */
  signingSecret?: InputMaybe<Scalars['String']['input']>;
  /** Pause the deliveries or resume them */
  status?: InputMaybe<WebhookStatus>;
  /** Where deliveries are POSTed (http or https) */
  url?: InputMaybe<Scalars['URL']['input']>;
};

/** A subscription of one event to one URL; the signing secret is never returned */
export type Webhook = {
  __typename?: 'Webhook';
  /** Account of the subscription */
  accountId: Scalars['ID']['output'];
  /** API client that created it */
  createdBy: Scalars['ID']['output'];
  /** When it was created */
  createdOn: Scalars['DateTime']['output'];
  /** Event delivered (GET /webhooks/list) */
  event: WebhookEvent;
  /** Identifier of the subscription */
  id: Scalars['ID']['output'];
  /** Only events of this connector */
  integrationId?: Maybe<Scalars['Int']['output']>;
  /** List delivery attempts. The delivery attempts of a subscription, newest first, one page of them (`page`, `size`; an array, as Chift answers). */
  logs: Array<WebhookLog>;
  /** Whether a webhook subscription delivers events */
  status: WebhookStatus;
  /** Where deliveries are POSTed */
  url: Scalars['URL']['output'];
};


/** A subscription of one event to one URL; the signing secret is never returned */
export type WebhookLogsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** Why a delivery attempt got no HTTP answer */
export type WebhookDeliveryError =
  /** The receiver’s host refused the connection */
  | 'CONNECTION_REFUSED'
  /** The connection was cut before an answer came */
  | 'CONNECTION_RESET'
  /** The host name of the URL could not be resolved */
  | 'DNS_FAILURE'
  /** The URL cannot be called */
  | 'INVALID_URL'
  /** The URL leads to a private or local address, which Lintel does not call (SSRF protection) */
  | 'PRIVATE_ADDRESS_REFUSED'
  /** The receiver did not answer in time */
  | 'TIMEOUT'
  /** The TLS handshake failed (e.g. an invalid or expired certificate) */
  | 'TLS_FAILURE'
  /** The receiver’s network could not be reached */
  | 'UNREACHABLE';

/** An event Lintel delivers to webhook subscriptions and streams to the events subscription */
export type WebhookEvent =
  /** A connection of a consumer to a connector was made */
  | 'CONNECTION_CREATED'
  /** A connection was removed */
  | 'CONNECTION_DELETED'
  /** A connection was renamed, activated or deactivated, or given new credentials */
  | 'CONNECTION_UPDATED'
  /** A consumer was created */
  | 'CONSUMER_CREATED'
  /** A consumer was deleted, and its connections with it */
  | 'CONSUMER_DELETED'
  /** A consumer was changed */
  | 'CONSUMER_UPDATED'
  /** A sales opportunity appeared in the invoicing software */
  | 'INVOICING_OPPORTUNITY_CREATED'
  /** A sales opportunity changed in the invoicing software */
  | 'INVOICING_OPPORTUNITY_UPDATED'
  /** A product or service was created in the invoicing software through Lintel */
  | 'INVOICING_PRODUCT_CREATED'
  /** An order was closed in the property management system */
  | 'PMS_ORDER_CLOSED'
  /** A test event, sent to one subscription by testWebhook; it cannot be subscribed to */
  | 'WEBHOOK_TEST';

/** An event a subscription can deliver */
export type WebhookEventType = {
  __typename?: 'WebhookEventType';
  /** The API the event belongs to (ACCOUNT for the events of consumers and connections) */
  api: Api;
  /** The event */
  event: WebhookEvent;
  /** The name REST and webhook deliveries give the event, e.g. `invoicing.product.created` */
  name: Scalars['String']['output'];
};

/** One delivery attempt of an event */
export type WebhookLog = {
  __typename?: 'WebhookLog';
  /** Account of the subscription */
  accountId: Scalars['ID']['output'];
  /** This attempt's number within its delivery, from 1 */
  attempt?: Maybe<Scalars['Int']['output']>;
  /** When the attempt was made */
  createdOn: Scalars['DateTime']['output'];
  /** Why no HTTP answer came (`httpstatus` 0); null when the receiver answered */
  error?: Maybe<WebhookDeliveryError>;
  /** Event delivered */
  event: WebhookEvent;
  /** The event delivered: the `webhook-id` header, the same on every attempt and replay */
  eventId?: Maybe<Scalars['ID']['output']>;
  /** Status the receiver answered; 0 when no answer came */
  httpStatus: Scalars['Int']['output'];
  /** Identifier of the attempt */
  id: Scalars['ID']['output'];
  /** Connector the event came from */
  integrationId?: Maybe<Scalars['Int']['output']>;
  /** When the next attempt of this delivery is due; null when this attempt settled it */
  nextAttemptOn?: Maybe<Scalars['DateTime']['output']>;
  /** The first 1 KB of the receiver's answer; null when no answer came */
  responseBody?: Maybe<Scalars['String']['output']>;
  /** Where it was POSTed */
  url: Scalars['URL']['output'];
  /** The subscription */
  webhookId: Scalars['ID']['output'];
};

/** Whether a webhook subscription delivers events */
export type WebhookStatus =
  /** Events are delivered to its URL */
  | 'ACTIVE'
  /** Paused: no event is delivered until made active again */
  | 'INACTIVE';

export type IsoListsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type IsoListsQuery = { __typename?: 'Query', consumers: Array<{ __typename?: 'Consumer', id: string }>, webhooks: Array<{ __typename?: 'Webhook', id: string, accountId: string }> };

export type IsoConsumerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoConsumerQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', id: string, name: string, email?: string | null } };

export type IsoConnectionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoConnectionsQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', connections: Array<{ __typename?: 'Connection', id: string, name: string }> } };

export type IsoUpdateConsumerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoUpdateConsumerMutation = { __typename?: 'Mutation', updateConsumer: { __typename?: 'Consumer', id: string } };

export type IsoDeleteConsumerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoDeleteConsumerMutation = { __typename?: 'Mutation', deleteConsumer: { __typename?: 'Consumer', id: string } };

export type IsoCreateConnectionMutationVariables = Exact<{
  consumerId: Scalars['ID']['input'];
}>;


export type IsoCreateConnectionMutation = { __typename?: 'Mutation', createConnection: { __typename?: 'Connection', id: string } };

export type IsoUpdateConnectionMutationVariables = Exact<{
  consumerId: Scalars['ID']['input'];
  connectionId: Scalars['ID']['input'];
}>;


export type IsoUpdateConnectionMutation = { __typename?: 'Mutation', updateConnection: { __typename?: 'Connection', id: string } };

export type IsoDeleteConnectionMutationVariables = Exact<{
  consumerId: Scalars['ID']['input'];
  connectionId: Scalars['ID']['input'];
}>;


export type IsoDeleteConnectionMutation = { __typename?: 'Mutation', deleteConnection: { __typename?: 'Connection', id: string } };

export type IsoInvoicingTaxesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoInvoicingTaxesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', taxes: { __typename?: 'TaxCodePage', total: number, items: Array<{ __typename?: 'TaxCode', id: string }> } } } };

export type IsoOpportunitiesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoOpportunitiesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', opportunities: { __typename?: 'OpportunityPage', total: number, items: Array<{ __typename?: 'Opportunity', id: string }> } } } };

export type IsoContactQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoContactQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', contact: { __typename?: 'Contact', id: string } } } };

export type IsoCreateProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoCreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'Product', id: string } };

export type IsoModifiersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoModifiersQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pos: { __typename?: 'Pos', modifiers: { __typename?: 'ModifierGroupPage', total: number, items: Array<{ __typename?: 'ModifierGroup', id: string }> } } } };

export type IsoPmsTaxesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoPmsTaxesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pms: { __typename?: 'Pms', taxes: { __typename?: 'PmsTaxRatePage', total: number, items: Array<{ __typename?: 'PmsTaxRate', id: string }> } } } };

export type IsoPmsOrdersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoPmsOrdersQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pms: { __typename?: 'Pms', orders: { __typename?: 'PmsOrderPage', total: number, items: Array<{ __typename?: 'PmsOrder', id: string }> } } } };

export type IsoWebhookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoWebhookQuery = { __typename?: 'Query', webhook: { __typename?: 'Webhook', id: string, url: string } };

export type IsoWebhookLogsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoWebhookLogsQuery = { __typename?: 'Query', webhook: { __typename?: 'Webhook', logs: Array<{ __typename?: 'WebhookLog', id: string }> } };

export type IsoUpdateWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoUpdateWebhookMutation = { __typename?: 'Mutation', updateWebhook: { __typename?: 'Webhook', id: string } };

export type IsoDeleteWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type IsoDeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhook: boolean };

export type MgmtConsumersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type MgmtConsumersQuery = { __typename?: 'Query', consumers: Array<{ __typename?: 'Consumer', id: string, name: string, email?: string | null, internalReference?: string | null, redirectUrl?: string | null }> };

export type MgmtConsumerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MgmtConsumerQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', id: string, name: string, email?: string | null, internalReference?: string | null, redirectUrl?: string | null, connections: Array<{ __typename?: 'Connection', id: string, name: string, integration: string, integrationId: number, api: Api, status: ConnectionStatus, data: unknown }> } };

export type MgmtCreateConsumerMutationVariables = Exact<{
  input: CreateConsumerInput;
}>;


export type MgmtCreateConsumerMutation = { __typename?: 'Mutation', createConsumer: { __typename?: 'Consumer', id: string, name: string, email?: string | null, internalReference?: string | null, redirectUrl?: string | null } };

export type MgmtCreateConnectionMutationVariables = Exact<{
  consumerId: Scalars['ID']['input'];
  input: CreateConnectionInput;
}>;


export type MgmtCreateConnectionMutation = { __typename?: 'Mutation', createConnection: { __typename?: 'Connection', id: string, name: string, integration: string, integrationId: number, api: Api, status: ConnectionStatus, data: unknown } };

export type MgmtIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MgmtIntegrationsQuery = { __typename?: 'Query', integrations: Array<{ __typename?: 'Integration', integrationId: number, name: string, api: Api, status: IntegrationStatus, credentials: Array<{ __typename?: 'IntegrationCredential', name: string, optional: boolean }>, operationsCoverage: Array<{ __typename?: 'OperationCoverage', operation: string, status: CoverageStatus }> }> };

export type MgmtWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type MgmtWebhooksQuery = { __typename?: 'Query', webhooks: Array<{ __typename?: 'Webhook', id: string, accountId: string, createdOn: string, event: WebhookEvent, url: string, status: WebhookStatus, createdBy: string, integrationId?: number | null }> };

export type MgmtWebhookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MgmtWebhookQuery = { __typename?: 'Query', webhook: { __typename?: 'Webhook', id: string, accountId: string, createdOn: string, event: WebhookEvent, url: string, status: WebhookStatus, createdBy: string, integrationId?: number | null } };

export type MgmtWebhookLogsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MgmtWebhookLogsQuery = { __typename?: 'Query', webhook: { __typename?: 'Webhook', id: string, logs: Array<{ __typename?: 'WebhookLog', id: string, webhookId: string, event: WebhookEvent, url: string, accountId: string, createdOn: string, httpStatus: number, integrationId?: number | null }> } };

export type MgmtWebhookEventTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type MgmtWebhookEventTypesQuery = { __typename?: 'Query', webhookEventTypes: Array<{ __typename?: 'WebhookEventType', event: WebhookEvent, api: Api }> };

export type MgmtCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type MgmtCreateWebhookMutation = { __typename?: 'Mutation', createWebhook: { __typename?: 'Webhook', id: string, accountId: string, createdOn: string, event: WebhookEvent, url: string, status: WebhookStatus, createdBy: string, integrationId?: number | null } };

export type MgmtUpdateWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
}>;


export type MgmtUpdateWebhookMutation = { __typename?: 'Mutation', updateWebhook: { __typename?: 'Webhook', id: string, accountId: string, createdOn: string, event: WebhookEvent, url: string, status: WebhookStatus, createdBy: string, integrationId?: number | null } };

export type MgmtDeleteWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MgmtDeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhook: boolean };

export type OpsConsumersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpsConsumersQuery = { __typename?: 'Query', consumers: Array<{ __typename?: 'Consumer', id: string }> };

export type OpsUpdateWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
}>;


export type OpsUpdateWebhookMutation = { __typename?: 'Mutation', updateWebhook: { __typename?: 'Webhook', id: string } };

export type ServiceIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceIntegrationsQuery = { __typename?: 'Query', integrations: Array<{ __typename?: 'Integration', integrationId: number, name: string }> };

export type ServiceDemoConsumerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ServiceDemoConsumerQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', id: string, name: string, connections: Array<{ __typename?: 'Connection', integrationId: number, api: Api, status: ConnectionStatus }>, invoicing: { __typename?: 'Invoicing', taxes: { __typename?: 'TaxCodePage', total: number, page: number, size: number, items: Array<{ __typename?: 'TaxCode', id: string, rate: number, type: TaxType }> } } } };

export type TrustedIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrustedIntegrationsQuery = { __typename?: 'Query', integrations: Array<{ __typename?: 'Integration', integrationId: number, name: string }> };

export type TokConsumersQueryVariables = Exact<{ [key: string]: never; }>;


export type TokConsumersQuery = { __typename?: 'Query', consumers: Array<{ __typename?: 'Consumer', id: string }> };

export type MewsOrdersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<PmsOrderState>;
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
}>;


export type MewsOrdersQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pms: { __typename?: 'Pms', orders: { __typename?: 'PmsOrderPage', total: number, page: number, size: number, items: Array<{ __typename?: 'PmsOrder', id: string, creationDate: string, closingDate?: string | null, serviceDate?: string | null, total: number, taxAmount: number, orderNumber?: string | null, totalDiscount: number, currency?: string | null, country?: string | null, customerId?: string | null, locationId?: string | null, guests?: number | null, serviceId?: string | null, mode?: PmsOrderMode | null, source?: PmsOrderSource | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, taxes: Array<{ __typename?: 'PmsOrderTax', id?: string | null, name?: string | null, rate?: number | null, amount: number, taxId?: string | null, taxRate: number, taxAmount: number, total: number }>, items: Array<{ __typename?: 'PmsOrderItem', id: string, quantity: number, unitPrice: number, total: number, taxAmount: number, type?: PmsOrderItemType | null, taxRate?: number | null, taxId?: string | null, description?: string | null, productId?: string | null, accountingCategoryId?: string | null, discounts: Array<{ __typename?: 'PmsDiscount', id?: string | null, name?: string | null, amount: number, total: number, type?: PmsDiscountType | null }> }>, reservation?: { __typename?: 'PmsReservation', id: string, startDate?: string | null, endDate?: string | null, creationDate?: string | null, resourceName?: string | null, resourceIdentifier?: string | null, resourceId?: { __typename?: 'PmsResource', id: string, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null } } | null } | null, bills: Array<{ __typename?: 'PmsBill', id: string, invoiceNumber?: string | null, creationDate?: string | null, closingDate?: string | null, partners: Array<{ __typename?: 'PmsPartner', id: string, type: PmsPartnerType, companyName?: string | null, firstName?: string | null, lastName?: string | null, address?: { __typename?: 'PmsAddress', name?: string | null, street?: string | null, city?: string | null, postalCode?: string | null, country?: string | null } | null }> }> }> } } } };

export type MewsTaxesFailureQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MewsTaxesFailureQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pms: { __typename?: 'Pms', taxes: { __typename?: 'PmsTaxRatePage', total: number } } } };

export type MewsTaxesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MewsTaxesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pms: { __typename?: 'Pms', taxes: { __typename?: 'PmsTaxRatePage', total: number, page: number, size: number, items: Array<{ __typename?: 'PmsTaxRate', id: string, label: string, rate: number, isCityTax: boolean, raw?: unknown | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null } }> } } } };

export type OdooThreeContactsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OdooThreeContactsQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', a: { __typename?: 'Contact', id: string, companyName?: string | null, addresses?: Array<{ __typename?: 'InvoicingAddress', addressType: InvoicingAddressType }> | null }, b: { __typename?: 'Contact', id: string, firstName?: string | null, companyId?: string | null }, c: { __typename?: 'Contact', id: string, isSupplier?: boolean | null } } } };

export type OdooCreateProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CreateProductInput;
}>;


export type OdooCreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'Product', id: string, name: string, unitPrice?: number | null, taxId?: string | null, code?: string | null, unit?: string | null, category?: string | null, currency?: string | null, description?: string | null, cost?: number | null, availableQuantity: number, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null } } };

export type SquareModifiersErrorQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SquareModifiersErrorQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pos: { __typename?: 'Pos', modifiers: { __typename?: 'ModifierGroupPage', total: number } } } };

export type SquareModifiersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
}>;


export type SquareModifiersQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pos: { __typename?: 'Pos', modifiers: { __typename?: 'ModifierGroupPage', total: number, page: number, size: number, items: Array<{ __typename?: 'ModifierGroup', id: string, name: string, raw?: unknown | null, options: Array<{ __typename?: 'ModifierOption', id: string, name: string, price: number }> }> } } } };

export type ErrConsumerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ErrConsumerQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', id: string, name: string } };

export type ErrConsumersQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrConsumersQuery = { __typename?: 'Query', consumers: Array<{ __typename?: 'Consumer', id: string }> };

export type ErrCreateConsumerMutationVariables = Exact<{
  input: CreateConsumerInput;
}>;


export type ErrCreateConsumerMutation = { __typename?: 'Mutation', createConsumer: { __typename?: 'Consumer', id: string } };

export type ErrTaxesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ErrTaxesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', taxes: { __typename?: 'TaxCodePage', total: number, items: Array<{ __typename?: 'TaxCode', id: string }> } } } };

export type ErrOpportunitiesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ErrOpportunitiesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', opportunities: { __typename?: 'OpportunityPage', total: number } } } };

export type ErrContactQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  contact: Scalars['ID']['input'];
}>;


export type ErrContactQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', contact: { __typename?: 'Contact', id: string } } } };

export type ErrModifiersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ErrModifiersQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pos: { __typename?: 'Pos', modifiers: { __typename?: 'ModifierGroupPage', total: number } } } };

export type ErrCreateProductMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CreateProductInput;
}>;


export type ErrCreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'Product', id: string, name: string } };

export type ErrCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type ErrCreateWebhookMutation = { __typename?: 'Mutation', createWebhook: { __typename?: 'Webhook', id: string } };

export type ErrWebhookQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ErrWebhookQuery = { __typename?: 'Query', webhook: { __typename?: 'Webhook', id: string } };

export type ErrUpdateWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdateWebhookInput;
}>;


export type ErrUpdateWebhookMutation = { __typename?: 'Mutation', updateWebhook: { __typename?: 'Webhook', id: string } };

export type ErrDeleteWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ErrDeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhook: boolean };

export type ErrIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrIntegrationsQuery = { __typename?: 'Query', integrations: Array<{ __typename?: 'Integration', integrationId: number, name: string, operationsCoverage: Array<{ __typename?: 'OperationCoverage', operation: string, status: CoverageStatus }> }> };

export type ParityTaxesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ParityTaxesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', taxes: { __typename?: 'TaxCodePage', total: number, page: number, size: number, items: Array<{ __typename?: 'TaxCode', id: string, label: string, rate: number, type: TaxType, code?: string | null, scope?: TaxScope | null, active?: boolean | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null } }> } } } };

export type ParityOpportunitiesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ParityOpportunitiesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', opportunities: { __typename?: 'OpportunityPage', total: number, page: number, size: number, items: Array<{ __typename?: 'Opportunity', id: string, name: string, total: number, probability: number, status: OpportunityStatus, partnerId?: string | null, comment?: string | null, currency?: string | null, description?: string | null, pipeStatus?: string | null, pipeName?: string | null, createdDate?: string | null, dueDate?: string | null, endDate?: string | null, isWon: boolean, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, ownerRef?: { __typename?: 'OwnerRef', id?: string | null, model?: string | null, name?: string | null } | null }> } } } };

export type ParityContactQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  contact: Scalars['ID']['input'];
}>;


export type ParityContactQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', invoicing: { __typename?: 'Invoicing', contact: { __typename?: 'Contact', id: string, isProspect?: boolean | null, isCustomer?: boolean | null, isSupplier?: boolean | null, isCompany?: boolean | null, companyName?: string | null, firstName?: string | null, lastName?: string | null, email?: string | null, phone?: string | null, mobile?: string | null, companyId?: string | null, vat?: string | null, companyNumber?: string | null, currency?: string | null, language?: string | null, comment?: string | null, customerAccountNumber?: string | null, supplierAccountNumber?: string | null, birthdate?: string | null, gender?: Gender | null, externalReference?: string | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, addresses?: Array<{ __typename?: 'InvoicingAddress', addressType: InvoicingAddressType, name?: string | null, phone?: string | null, mobile?: string | null, email?: string | null, street?: string | null, number?: string | null, box?: string | null, city?: string | null, postalCode?: string | null, country?: string | null }> | null } } } };

export type ParityModifiersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
}>;


export type ParityModifiersQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pos: { __typename?: 'Pos', modifiers: { __typename?: 'ModifierGroupPage', total: number, page: number, size: number, items: Array<{ __typename?: 'ModifierGroup', id: string, name: string, options: Array<{ __typename?: 'ModifierOption', id: string, name: string, price: number }> }> } } } };

export type ParityPmsTaxesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ParityPmsTaxesQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pms: { __typename?: 'Pms', taxes: { __typename?: 'PmsTaxRatePage', total: number, page: number, size: number, items: Array<{ __typename?: 'PmsTaxRate', id: string, label: string, rate: number, isCityTax: boolean, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null } }> } } } };

export type ParityPmsOrdersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  state?: InputMaybe<PmsOrderState>;
  from?: InputMaybe<Scalars['Date']['input']>;
  to?: InputMaybe<Scalars['Date']['input']>;
  location?: InputMaybe<Scalars['String']['input']>;
}>;


export type ParityPmsOrdersQuery = { __typename?: 'Query', consumer: { __typename?: 'Consumer', pms: { __typename?: 'Pms', orders: { __typename?: 'PmsOrderPage', total: number, page: number, size: number, items: Array<{ __typename?: 'PmsOrder', id: string, creationDate: string, closingDate?: string | null, serviceDate?: string | null, total: number, taxAmount: number, orderNumber?: string | null, deviceId?: string | null, totalDiscount: number, totalRefund: number, totalTip: number, deliveryFee: number, mode?: PmsOrderMode | null, source?: PmsOrderSource | null, currency?: string | null, country?: string | null, loyalty?: number | null, customerId?: string | null, locationId?: string | null, guests?: number | null, serviceId?: string | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, taxes: Array<{ __typename?: 'PmsOrderTax', taxId?: string | null, name?: string | null, taxRate: number, taxAmount: number, total: number, id?: string | null, rate?: number | null, amount: number }>, items: Array<{ __typename?: 'PmsOrderItem', id: string, quantity: number, unitPrice: number, total: number, taxAmount: number, type?: PmsOrderItemType | null, menuId?: string | null, taxRate?: number | null, taxId?: string | null, description?: string | null, productId?: string | null, accountingCategoryId?: string | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, discounts: Array<{ __typename?: 'PmsDiscount', id?: string | null, name?: string | null, total: number, type?: PmsDiscountType | null, amount: number }> }>, reservation?: { __typename?: 'PmsReservation', id: string, startDate?: string | null, endDate?: string | null, creationDate?: string | null, resourceName?: string | null, resourceIdentifier?: string | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, resourceId?: { __typename?: 'PmsResource', id: string, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null } } | null } | null, bills: Array<{ __typename?: 'PmsBill', id: string, invoiceNumber?: string | null, creationDate?: string | null, closingDate?: string | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, partners: Array<{ __typename?: 'PmsPartner', id: string, type: PmsPartnerType, firstName?: string | null, lastName?: string | null, companyName?: string | null, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null }, address?: { __typename?: 'PmsAddress', addressType?: string | null, name?: string | null, street?: string | null, number?: string | null, box?: string | null, city?: string | null, postalCode?: string | null, country?: string | null } | null }> }> }> } } } };

export type ParityCreateProductMutationVariables = Exact<{
  consumerId: Scalars['ID']['input'];
  input: CreateProductInput;
}>;


export type ParityCreateProductMutation = { __typename?: 'Mutation', createProduct: { __typename?: 'Product', id: string, name: string, unitPrice?: number | null, taxId?: string | null, code?: string | null, unit?: string | null, category?: string | null, currency?: string | null, description?: string | null, cost?: number | null, availableQuantity: number, sourceRef: { __typename?: 'Ref', id?: string | null, model?: string | null } } };


export const IsoListsDocument = {"__meta__":{"hash":"ea44f0d3d1ffa863104d27b7ed8f76ce50763c56b270a7d5ce3fd7e8ce68493d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoLists"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}}]}}]}}]} as unknown as DocumentNode<IsoListsQuery, IsoListsQueryVariables>;
export const IsoConsumerDocument = {"__meta__":{"hash":"0cb4923045a0a5b65786fd7c2511e61073d1cfee1bc1b249129954cb96d50bc6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<IsoConsumerQuery, IsoConsumerQueryVariables>;
export const IsoConnectionsDocument = {"__meta__":{"hash":"2e356ff70f23e46634014a4db6cc352ea9896bebe8b54c10d9497093237bb624"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoConnections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<IsoConnectionsQuery, IsoConnectionsQueryVariables>;
export const IsoUpdateConsumerDocument = {"__meta__":{"hash":"0a255d493f78bbb634e0741ad145377d2bb908de2a877c2639d5a46d3604ee77"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoUpdateConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Hijacked","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoUpdateConsumerMutation, IsoUpdateConsumerMutationVariables>;
export const IsoDeleteConsumerDocument = {"__meta__":{"hash":"768e2da29f97baaff679fd99640af24247eea98f668747a0c748a9757b2b019c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoDeleteConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoDeleteConsumerMutation, IsoDeleteConsumerMutationVariables>;
export const IsoCreateConnectionDocument = {"__meta__":{"hash":"4e621981b3f7820d88e9b530f01ef4eaebbf363a04c98a0f8147a68d13360e33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoCreateConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"integrationId"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoCreateConnectionMutation, IsoCreateConnectionMutationVariables>;
export const IsoUpdateConnectionDocument = {"__meta__":{"hash":"977ef186a562d13452a4bc7dc0b44c96b5ebdcc7e6cb1776fe765dca2d6d1dfe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoUpdateConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"INACTIVE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoUpdateConnectionMutation, IsoUpdateConnectionMutationVariables>;
export const IsoDeleteConnectionDocument = {"__meta__":{"hash":"27d0310a8c5fcfb77a0787e2ca22d6152cff4cd330203b243d6bc4768c7159cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoDeleteConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"connectionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connectionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoDeleteConnectionMutation, IsoDeleteConnectionMutationVariables>;
export const IsoInvoicingTaxesDocument = {"__meta__":{"hash":"bfc34bdb56426db77320963dd3a12ca940ae4319c79ce94d4c692fe62f548094"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoInvoicingTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IsoInvoicingTaxesQuery, IsoInvoicingTaxesQueryVariables>;
export const IsoOpportunitiesDocument = {"__meta__":{"hash":"00a49774089f373ffeed542afdca0528cf750ed167a2820dee2a15e04f5172a3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IsoOpportunitiesQuery, IsoOpportunitiesQueryVariables>;
export const IsoContactDocument = {"__meta__":{"hash":"92edc1a4f92d15787419ed1c93be56f2fa84a92e8f9ac83daf9ab799900c4ac0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"contact-0001","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IsoContactQuery, IsoContactQueryVariables>;
export const IsoCreateProductDocument = {"__meta__":{"hash":"f8147312670ee2cc932d1e7885e360cd528ce0b46536dbd7c4db5c2ed1c0203c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Planted","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoCreateProductMutation, IsoCreateProductMutationVariables>;
export const IsoModifiersDocument = {"__meta__":{"hash":"8ac8093e6b0cd74ce928501e952ca77681ebb7a01cea620adbb94f83002aa46d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoModifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IsoModifiersQuery, IsoModifiersQueryVariables>;
export const IsoPmsTaxesDocument = {"__meta__":{"hash":"595caac4285f78d125dc3b3b1c10d7c0bdb39764acf4c948368ef04d3431035f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoPmsTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IsoPmsTaxesQuery, IsoPmsTaxesQueryVariables>;
export const IsoPmsOrdersDocument = {"__meta__":{"hash":"c5dd82a02ad84294361be3f2a95672b620981da7c7a5b4ced7dad5efea8a9dab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoPmsOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"EnumValue","value":"CLOSED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IsoPmsOrdersQuery, IsoPmsOrdersQueryVariables>;
export const IsoWebhookDocument = {"__meta__":{"hash":"f13011628d92274f6c51e544a74b67e06a86a8d17643e75c73bd03edd63fa843"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<IsoWebhookQuery, IsoWebhookQueryVariables>;
export const IsoWebhookLogsDocument = {"__meta__":{"hash":"06f1b6e3b97aa3d26057f3ada290323a97f7e8ea55b88da180d99ccf03b678bf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IsoWebhookLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<IsoWebhookLogsQuery, IsoWebhookLogsQueryVariables>;
export const IsoUpdateWebhookDocument = {"__meta__":{"hash":"e3b38a8bceacc64d8742396565f6bd716cd0287e401d163fa70a9f25132dfd81"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoUpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url"},"value":{"kind":"StringValue","value":"https://attacker.example.com/steal","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"signingSecret"},"value":{"kind":"StringValue","value":"known","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<IsoUpdateWebhookMutation, IsoUpdateWebhookMutationVariables>;
export const IsoDeleteWebhookDocument = {"__meta__":{"hash":"b3f8fde2a6bc4cf520029de543ffc1047495be9b177ea6d75785cbf2cebf11cd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsoDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<IsoDeleteWebhookMutation, IsoDeleteWebhookMutationVariables>;
export const MgmtConsumersDocument = {"__meta__":{"hash":"3574ee1885e1b92bfbaf64c6b9e71a2ebc462f1ce0e1472fd38b1487dbd3ee1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgmtConsumers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"internalReference"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<MgmtConsumersQuery, MgmtConsumersQueryVariables>;
export const MgmtConsumerDocument = {"__meta__":{"hash":"d0b0c2ef4580dd783d3cb7cc6cffe8cd744d9e0c5aaba0dd9ce3fe2d36651b8b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgmtConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"internalReference"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"integration"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]}}]} as unknown as DocumentNode<MgmtConsumerQuery, MgmtConsumerQueryVariables>;
export const MgmtCreateConsumerDocument = {"__meta__":{"hash":"c044bdc7cc8295b49a5002f4a8ff124032588c6db09e36fa3490cf7735d3bf5c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MgmtCreateConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"internalReference"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<MgmtCreateConsumerMutation, MgmtCreateConsumerMutationVariables>;
export const MgmtCreateConnectionDocument = {"__meta__":{"hash":"13519bde5815741790d37632aba727dd253be9ecde183b30e7ee65cd94e71cd9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MgmtCreateConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"integration"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"data"}}]}}]}}]} as unknown as DocumentNode<MgmtCreateConnectionMutation, MgmtCreateConnectionMutationVariables>;
export const MgmtIntegrationsDocument = {"__meta__":{"hash":"37927611ee0b71d24e3132697a812209d5a9e62cf43f056f4d5dbffb52162069"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgmtIntegrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"optional"}}]}},{"kind":"Field","name":{"kind":"Name","value":"operationsCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MgmtIntegrationsQuery, MgmtIntegrationsQueryVariables>;
export const MgmtWebhooksDocument = {"__meta__":{"hash":"cf8af2913752a702d63e37e8dd69145bd2a89bf6850b2faec0761196b4ba1fc0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgmtWebhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}}]}}]}}]} as unknown as DocumentNode<MgmtWebhooksQuery, MgmtWebhooksQueryVariables>;
export const MgmtWebhookDocument = {"__meta__":{"hash":"168ca6e0ecade972cb04f3584284915df5307c501dbbc27e33b69cb38d9eb053"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgmtWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}}]}}]}}]} as unknown as DocumentNode<MgmtWebhookQuery, MgmtWebhookQueryVariables>;
export const MgmtWebhookLogsDocument = {"__meta__":{"hash":"ffec10d2c8ce0d95c20ff6c4150ec62e55f39406f2cb9442dc65d3bce63497ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgmtWebhookLogs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"logs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookId"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"httpStatus"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}}]}}]}}]}}]} as unknown as DocumentNode<MgmtWebhookLogsQuery, MgmtWebhookLogsQueryVariables>;
export const MgmtWebhookEventTypesDocument = {"__meta__":{"hash":"c7126bfc6717048fbfddc62066421b5eef017507ffc51eddbcea78e1a42983f2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MgmtWebhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"api"}}]}}]}}]} as unknown as DocumentNode<MgmtWebhookEventTypesQuery, MgmtWebhookEventTypesQueryVariables>;
export const MgmtCreateWebhookDocument = {"__meta__":{"hash":"d2108f863e7ccdb60aec82e180c8de77e48155bc9dfd639c8d9616bfa4f6ea3b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MgmtCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}}]}}]}}]} as unknown as DocumentNode<MgmtCreateWebhookMutation, MgmtCreateWebhookMutationVariables>;
export const MgmtUpdateWebhookDocument = {"__meta__":{"hash":"ae1f588d389a4aab857a06bcfe6caec74be830acdad461f7510c16581f9e814d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MgmtUpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accountId"}},{"kind":"Field","name":{"kind":"Name","value":"createdOn"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"integrationId"}}]}}]}}]} as unknown as DocumentNode<MgmtUpdateWebhookMutation, MgmtUpdateWebhookMutationVariables>;
export const MgmtDeleteWebhookDocument = {"__meta__":{"hash":"7b436b82912333844c65de798c166d557265724ca994e4e7f051edd6d935ca33"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MgmtDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<MgmtDeleteWebhookMutation, MgmtDeleteWebhookMutationVariables>;
export const OpsConsumersDocument = {"__meta__":{"hash":"fcd57cc37164fc65ca227a9677f21878c558147dcc5cf031dbf552209743a8c7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpsConsumers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpsConsumersQuery, OpsConsumersQueryVariables>;
export const OpsUpdateWebhookDocument = {"__meta__":{"hash":"7a469fdbb1c3fef3dd0552fccb3f1db9332350ae5300e48058a3b40dee6aa30f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OpsUpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<OpsUpdateWebhookMutation, OpsUpdateWebhookMutationVariables>;
export const ServiceIntegrationsDocument = {"__meta__":{"hash":"0711fa7524fbb91768be6dcb433b8b5678365ec600450899961a76142c42a703"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceIntegrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ServiceIntegrationsQuery, ServiceIntegrationsQueryVariables>;
export const ServiceDemoConsumerDocument = {"__meta__":{"hash":"b3e816803dda1ecf3a9193f01447369cf81548a59189d0d67981e13f905a315e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceDemoConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"api"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ServiceDemoConsumerQuery, ServiceDemoConsumerQueryVariables>;
export const TrustedIntegrationsDocument = {"__meta__":{"hash":"6bc5259c01c0fb245e01303ac45b310f725e572c0efbebc8b8610014f53c2577"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrustedIntegrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TrustedIntegrationsQuery, TrustedIntegrationsQueryVariables>;
export const TokConsumersDocument = {"__meta__":{"hash":"c5282e846447370dfb69f771f88d776b3b3ae318ec5a53d3009494faf3428853"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokConsumers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<TokConsumersQuery, TokConsumersQueryVariables>;
export const MewsOrdersDocument = {"__meta__":{"hash":"6421ec6e11c55ce2522aa49a064901d77017a091a74d618c573516f10826e3b5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MewsOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PmsOrderState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"totalDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"accountingCategoryId"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"resourceIdentifier"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"bills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"partners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MewsOrdersQuery, MewsOrdersQueryVariables>;
export const MewsTaxesFailureDocument = {"__meta__":{"hash":"7ccc35f0a6e476b5b56b8a4be167661d96df6206d55e3e269084e030bcab06fa"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MewsTaxesFailure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MewsTaxesFailureQuery, MewsTaxesFailureQueryVariables>;
export const MewsTaxesDocument = {"__meta__":{"hash":"7eaf64a2d6938dfc1b67c9f43fed167af5e86a52b47f822deca16cffe5a0852b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MewsTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isCityTax"}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MewsTaxesQuery, MewsTaxesQueryVariables>;
export const OdooThreeContactsDocument = {"__meta__":{"hash":"349ce3ad7fe59d1ad0c8469d29624ed20bdd044a60dc3258576cd6d0aad02eca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OdooThreeContacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"10","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressType"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"11","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"c"},"name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"StringValue","value":"14","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isSupplier"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OdooThreeContactsQuery, OdooThreeContactsQueryVariables>;
export const OdooCreateProductDocument = {"__meta__":{"hash":"e87335e4130fb8e620c9b9c926e8acfcb048bad667051499503100bc9d164443"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OdooCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"availableQuantity"}}]}}]}}]} as unknown as DocumentNode<OdooCreateProductMutation, OdooCreateProductMutationVariables>;
export const SquareModifiersErrorDocument = {"__meta__":{"hash":"c905c7d49ac1db86703096af13d881ea75089c164abe38f67a2d98cb89cde82f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SquareModifiersError"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SquareModifiersErrorQuery, SquareModifiersErrorQueryVariables>;
export const SquareModifiersDocument = {"__meta__":{"hash":"06a7c950e2c60af16e0d7146fb9d70e37a0801fd1e01fb9377b71987675bb995"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SquareModifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"raw"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SquareModifiersQuery, SquareModifiersQueryVariables>;
export const ErrConsumerDocument = {"__meta__":{"hash":"e1c6ee1c5ad057feb7d76f4db008541de61dd45b422046b2da8f9bf75a87ce10"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ErrConsumerQuery, ErrConsumerQueryVariables>;
export const ErrConsumersDocument = {"__meta__":{"hash":"c20af82a5ab514395de6d6867647ddae7c4b92caa41ed0dc7ecd8df83ec14866"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrConsumers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrConsumersQuery, ErrConsumersQueryVariables>;
export const ErrCreateConsumerDocument = {"__meta__":{"hash":"e410e453936268006ab26516f004ba9613c75d3c9bd96e937cc1c061ebc18455"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrCreateConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrCreateConsumerMutation, ErrCreateConsumerMutationVariables>;
export const ErrTaxesDocument = {"__meta__":{"hash":"0867dae68f05d7e3885e24504c6df7ce9033880dd98fc55847ce2ef52c0145ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ErrTaxesQuery, ErrTaxesQueryVariables>;
export const ErrOpportunitiesDocument = {"__meta__":{"hash":"7c28d747abee7e92a99365a4e04e0961cdc6cf1cf9c3872f23fda1fbac262eb4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ErrOpportunitiesQuery, ErrOpportunitiesQueryVariables>;
export const ErrContactDocument = {"__meta__":{"hash":"9d86db7e758b6bbdbe54c04862537f6d9d63405106465cde8877296c9c8a8111"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ErrContactQuery, ErrContactQueryVariables>;
export const ErrModifiersDocument = {"__meta__":{"hash":"465f54627cee25fa67c4ffc9d7770c6bb8a3c6f5c9d448c2a044dd68d5e7fabe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrModifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ErrModifiersQuery, ErrModifiersQueryVariables>;
export const ErrCreateProductDocument = {"__meta__":{"hash":"d21a095ba2d5de19b2a5f8522e18c0b78e6945e3a0d7a57eea34db9e1f72962f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ErrCreateProductMutation, ErrCreateProductMutationVariables>;
export const ErrCreateWebhookDocument = {"__meta__":{"hash":"0c068ffcfd02effe987c36ec3bc8b7cdf1268dc8cb80c51f2474a99274b4af1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrCreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrCreateWebhookMutation, ErrCreateWebhookMutationVariables>;
export const ErrWebhookDocument = {"__meta__":{"hash":"b5be311243ac3f0de5f7c69fc7c7dac140f2c6b945654473b78aafc073a0fe04"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrWebhookQuery, ErrWebhookQueryVariables>;
export const ErrUpdateWebhookDocument = {"__meta__":{"hash":"934e11f0f58c58921155737f107dcf49ce45c0bbca86d47937684a60bcf3c470"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrUpdateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ErrUpdateWebhookMutation, ErrUpdateWebhookMutationVariables>;
export const ErrDeleteWebhookDocument = {"__meta__":{"hash":"02c38b57b15c8c82b7c37e552289929ecc64c152204cb2221ff66d9b6538b431"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrDeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ErrDeleteWebhookMutation, ErrDeleteWebhookMutationVariables>;
export const ErrIntegrationsDocument = {"__meta__":{"hash":"b619c348ab6676a721278610b861d5a4861dbd611803c436c4984b55dfaf042b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrIntegrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integrationId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"operationsCoverage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ErrIntegrationsQuery, ErrIntegrationsQueryVariables>;
export const ParityTaxesDocument = {"__meta__":{"hash":"7442fb47bdbf9b4973f7416a1fb1d383f6ed2979ce695b962fe3d98f7c448311"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParityTaxesQuery, ParityTaxesQueryVariables>;
export const ParityOpportunitiesDocument = {"__meta__":{"hash":"76eef7aeb66c0a999543121241acddd4003b067d3ac24e89816b3392b46d6410"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"probability"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"pipeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"pipeName"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"isWon"}},{"kind":"Field","name":{"kind":"Name","value":"ownerRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParityOpportunitiesQuery, ParityOpportunitiesQueryVariables>;
export const ParityContactDocument = {"__meta__":{"hash":"0b3eb3d766ecf2c4aeb5840569198b2be04fb48798af0ae890ed3b9c6e3d4c2c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isProspect"}},{"kind":"Field","name":{"kind":"Name","value":"isCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"isSupplier"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"companyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"customerAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierAccountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"birthdate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"box"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"externalReference"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParityContactQuery, ParityContactQueryVariables>;
export const ParityModifiersDocument = {"__meta__":{"hash":"393c9f0ac7c21473813c68559a49d388a7734069b3c8e724f7ccfcb831a396cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityModifiers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modifiers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParityModifiersQuery, ParityModifiersQueryVariables>;
export const ParityPmsTaxesDocument = {"__meta__":{"hash":"ed0e358996ef643e1dcad7ecebf596dc4a5a62c75b360ec14ea4ca90a560f50f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityPmsTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"isCityTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParityPmsTaxesQuery, ParityPmsTaxesQueryVariables>;
export const ParityPmsOrdersDocument = {"__meta__":{"hash":"fccec3504e3099635e6a1862442d446c69b41ba548ff9b3c0218fbca3e25c2a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParityPmsOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PmsOrderState"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"location"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"location"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"serviceDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"totalDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"totalRefund"}},{"kind":"Field","name":{"kind":"Name","value":"totalTip"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"loyalty"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"guests"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"menuId"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"accountingCategoryId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"resourceId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","name":{"kind":"Name","value":"resourceIdentifier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"creationDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"partners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"box"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ParityPmsOrdersQuery, ParityPmsOrdersQueryVariables>;
export const ParityCreateProductDocument = {"__meta__":{"hash":"be8f8bec17552c3c9672adf036b332fe68d0438ba373dc4aa30e4279de8d3a2e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ParityCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sourceRef"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"availableQuantity"}}]}}]}}]} as unknown as DocumentNode<ParityCreateProductMutation, ParityCreateProductMutationVariables>;