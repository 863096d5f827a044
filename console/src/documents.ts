import { graphql } from '../gql/index.js';

/** Every operation the console sends: typed by codegen, and registered as trusted documents. */

export const UserErrorFields = graphql(`
  fragment ConsoleUserError on UserError {
    field
    message
    code
  }
`);

export const ConsumersQuery = graphql(`
  query ConsoleConsumers($search: String, $first: Int, $after: String) {
    consumers(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          name
          email
          internalReference
        }
      }
    }
  }
`);

export const ConsumerQuery = graphql(`
  query ConsoleConsumer($id: ID!) {
    consumer(id: $id) {
      id
      name
      email
      internalReference
      redirectUrl
      connections {
        id
        name
        api
        integration
        integrationId
        status
        createdOn
        lastError {
          code
          message
          detail
          occurredOn
        }
      }
    }
  }
`);

export const IntegrationsQuery = graphql(`
  query ConsoleIntegrations {
    integrations(includeCoverage: true) {
      integrationId
      name
      api
      status
      description
      credentials {
        name
        optional
      }
      operationsCoverage {
        operation
        status
      }
    }
  }
`);

export const CreateConsumerMutation = graphql(`
  mutation ConsoleCreateConsumer($input: CreateConsumerInput!) {
    createConsumer(input: $input) {
      consumer {
        id
        name
        email
        internalReference
        redirectUrl
      }
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const UpdateConsumerMutation = graphql(`
  mutation ConsoleUpdateConsumer($input: UpdateConsumerInput!) {
    updateConsumer(input: $input) {
      consumer {
        id
        name
        email
        internalReference
        redirectUrl
      }
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const DeleteConsumerMutation = graphql(`
  mutation ConsoleDeleteConsumer($input: DeleteConsumerInput!) {
    deleteConsumer(input: $input) {
      deletedId
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const CreateConnectionMutation = graphql(`
  mutation ConsoleCreateConnection($input: CreateConnectionInput!) {
    createConnection(input: $input) {
      connectUrl
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const DeleteConnectionMutation = graphql(`
  mutation ConsoleDeleteConnection($input: DeleteConnectionInput!) {
    deleteConnection(input: $input) {
      deletedId
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const WebhooksQuery = graphql(`
  query ConsoleWebhooks {
    webhooks(first: 100) {
      totalCount
      edges {
        cursor
        node {
          id
          event
          url
          status
          createdOn
        }
      }
    }
    webhookEventTypes {
      event
      name
      api
    }
  }
`);

export const WebhookLogFields = graphql(`
  fragment ConsoleWebhookLog on WebhookLog {
    id
    createdOn
    event
    attempt
    httpStatus
    error
    responseBody
    nextAttemptOn
  }
`);

export const WebhookQuery = graphql(`
  query ConsoleWebhook($id: ID!) {
    webhook(id: $id) {
      id
      event
      url
      status
      createdOn
      logs(first: 50) {
        totalCount
        edges {
          cursor
          node {
            ...ConsoleWebhookLog
          }
        }
      }
    }
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation ConsoleCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      webhook {
        id
        event
        url
        status
        createdOn
      }
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation ConsoleDeleteWebhook($input: DeleteWebhookInput!) {
    deleteWebhook(input: $input) {
      deletedId
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const TestWebhookMutation = graphql(`
  mutation ConsoleTestWebhook($input: TestWebhookInput!) {
    testWebhook(input: $input) {
      log {
        ...ConsoleWebhookLog
      }
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const ReplayWebhookLogMutation = graphql(`
  mutation ConsoleReplayWebhookLog($input: ReplayWebhookLogInput!) {
    replayWebhookLog(input: $input) {
      log {
        ...ConsoleWebhookLog
      }
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const ApiClientFields = graphql(`
  fragment ConsoleApiClient on ApiClient {
    id
    clientId
    name
    scopes
    createdOn
    lastUsedOn
  }
`);

export const ApiClientsQuery = graphql(`
  query ConsoleApiClients {
    apiClients(first: 100) {
      totalCount
      edges {
        cursor
        node {
          ...ConsoleApiClient
        }
      }
    }
  }
`);

export const CreateApiClientMutation = graphql(`
  mutation ConsoleCreateApiClient($input: CreateApiClientInput!) {
    createApiClient(input: $input) {
      apiClient {
        ...ConsoleApiClient
      }
      clientSecret
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const RotateApiClientMutation = graphql(`
  mutation ConsoleRotateApiClient($input: RotateApiClientInput!) {
    rotateApiClient(input: $input) {
      apiClient {
        ...ConsoleApiClient
      }
      clientSecret
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

export const DeleteApiClientMutation = graphql(`
  mutation ConsoleDeleteApiClient($input: DeleteApiClientInput!) {
    deleteApiClient(input: $input) {
      deletedId
      userErrors {
        ...ConsoleUserError
      }
    }
  }
`);

/**
 * The outcome of each delivery attempt, as it happens: a subscription's page reads its deliveries
 * again when one of its own arrives (`webhookId`), rather than polling.
 */
export const DeliveryOutcomesSubscription = graphql(`
  subscription ConsoleDeliveryOutcomes {
    events(types: [WEBHOOK_DELIVERY_SUCCEEDED, WEBHOOK_DELIVERY_FAILED]) {
      id
      event
      data {
        ... on WebhookLog {
          id
          webhookId
        }
      }
    }
  }
`);

export const EventsSubscription = graphql(`
  subscription ConsoleEvents($types: [WebhookEvent!]) {
    events(types: $types) {
      id
      event
      created
      consumerId
      data {
        ... on Consumer {
          id
          name
        }
        ... on LinkedAccount {
          id
          name
          integration
        }
        ... on WebhookTest {
          message
          webhookId
        }
        ... on WebhookLog {
          id
          httpStatus
          attempt
        }
      }
    }
  }
`);
