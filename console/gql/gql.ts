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
    "\n  fragment ConsoleUserError on UserError {\n    field\n    message\n    code\n  }\n": typeof types.ConsoleUserErrorFragmentDoc,
    "\n  query ConsoleConsumers($search: String, $first: Int, $after: String) {\n    consumers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          internalReference\n        }\n      }\n    }\n  }\n": typeof types.ConsoleConsumersDocument,
    "\n  query ConsoleConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      email\n      internalReference\n      redirectUrl\n      connections {\n        id\n        name\n        api\n        integration\n        integrationId\n        status\n        createdOn\n        lastError {\n          code\n          message\n          detail\n          occurredOn\n        }\n      }\n    }\n  }\n": typeof types.ConsoleConsumerDocument,
    "\n  query ConsoleIntegrations {\n    integrations(includeCoverage: true) {\n      integrationId\n      name\n      api\n      status\n      description\n      credentials {\n        name\n        optional\n      }\n      operationsCoverage {\n        operation\n        status\n      }\n    }\n  }\n": typeof types.ConsoleIntegrationsDocument,
    "\n  mutation ConsoleCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleCreateConsumerDocument,
    "\n  mutation ConsoleUpdateConsumer($input: UpdateConsumerInput!) {\n    updateConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleUpdateConsumerDocument,
    "\n  mutation ConsoleDeleteConsumer($input: DeleteConsumerInput!) {\n    deleteConsumer(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleDeleteConsumerDocument,
    "\n  mutation ConsoleCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      connectUrl\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleCreateConnectionDocument,
    "\n  mutation ConsoleDeleteConnection($input: DeleteConnectionInput!) {\n    deleteConnection(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleDeleteConnectionDocument,
    "\n  query ConsoleWebhooks {\n    webhooks(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          event\n          url\n          status\n          createdOn\n        }\n      }\n    }\n    webhookEventTypes {\n      event\n      name\n      api\n    }\n  }\n": typeof types.ConsoleWebhooksDocument,
    "\n  fragment ConsoleWebhookLog on WebhookLog {\n    id\n    createdOn\n    event\n    attempt\n    httpStatus\n    error\n    responseBody\n    nextAttemptOn\n  }\n": typeof types.ConsoleWebhookLogFragmentDoc,
    "\n  query ConsoleWebhook($id: ID!) {\n    webhook(id: $id) {\n      id\n      event\n      url\n      status\n      createdOn\n      logs(first: 50) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...ConsoleWebhookLog\n          }\n        }\n      }\n    }\n  }\n": typeof types.ConsoleWebhookDocument,
    "\n  mutation ConsoleCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        event\n        url\n        status\n        createdOn\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleCreateWebhookDocument,
    "\n  mutation ConsoleDeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleDeleteWebhookDocument,
    "\n  mutation ConsoleTestWebhook($input: TestWebhookInput!) {\n    testWebhook(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleTestWebhookDocument,
    "\n  mutation ConsoleReplayWebhookLog($input: ReplayWebhookLogInput!) {\n    replayWebhookLog(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleReplayWebhookLogDocument,
    "\n  fragment ConsoleApiClient on ApiClient {\n    id\n    clientId\n    name\n    scopes\n    createdOn\n    lastUsedOn\n  }\n": typeof types.ConsoleApiClientFragmentDoc,
    "\n  query ConsoleApiClients {\n    apiClients(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ConsoleApiClient\n        }\n      }\n    }\n  }\n": typeof types.ConsoleApiClientsDocument,
    "\n  mutation ConsoleCreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleCreateApiClientDocument,
    "\n  mutation ConsoleRotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleRotateApiClientDocument,
    "\n  mutation ConsoleDeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": typeof types.ConsoleDeleteApiClientDocument,
    "\n  subscription ConsoleDeliveryOutcomes {\n    events(types: [WEBHOOK_DELIVERY_SUCCEEDED, WEBHOOK_DELIVERY_FAILED]) {\n      id\n      event\n      data {\n        ... on WebhookLog {\n          id\n          webhookId\n        }\n      }\n    }\n  }\n": typeof types.ConsoleDeliveryOutcomesDocument,
    "\n  subscription ConsoleEvents($types: [WebhookEvent!]) {\n    events(types: $types) {\n      id\n      event\n      created\n      consumerId\n      data {\n        ... on Consumer {\n          id\n          name\n        }\n        ... on LinkedAccount {\n          id\n          name\n          integration\n        }\n        ... on WebhookTest {\n          message\n          webhookId\n        }\n        ... on WebhookLog {\n          id\n          httpStatus\n          attempt\n        }\n      }\n    }\n  }\n": typeof types.ConsoleEventsDocument,
};
const documents: Documents = {
    "\n  fragment ConsoleUserError on UserError {\n    field\n    message\n    code\n  }\n": types.ConsoleUserErrorFragmentDoc,
    "\n  query ConsoleConsumers($search: String, $first: Int, $after: String) {\n    consumers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          internalReference\n        }\n      }\n    }\n  }\n": types.ConsoleConsumersDocument,
    "\n  query ConsoleConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      email\n      internalReference\n      redirectUrl\n      connections {\n        id\n        name\n        api\n        integration\n        integrationId\n        status\n        createdOn\n        lastError {\n          code\n          message\n          detail\n          occurredOn\n        }\n      }\n    }\n  }\n": types.ConsoleConsumerDocument,
    "\n  query ConsoleIntegrations {\n    integrations(includeCoverage: true) {\n      integrationId\n      name\n      api\n      status\n      description\n      credentials {\n        name\n        optional\n      }\n      operationsCoverage {\n        operation\n        status\n      }\n    }\n  }\n": types.ConsoleIntegrationsDocument,
    "\n  mutation ConsoleCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleCreateConsumerDocument,
    "\n  mutation ConsoleUpdateConsumer($input: UpdateConsumerInput!) {\n    updateConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleUpdateConsumerDocument,
    "\n  mutation ConsoleDeleteConsumer($input: DeleteConsumerInput!) {\n    deleteConsumer(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleDeleteConsumerDocument,
    "\n  mutation ConsoleCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      connectUrl\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleCreateConnectionDocument,
    "\n  mutation ConsoleDeleteConnection($input: DeleteConnectionInput!) {\n    deleteConnection(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleDeleteConnectionDocument,
    "\n  query ConsoleWebhooks {\n    webhooks(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          event\n          url\n          status\n          createdOn\n        }\n      }\n    }\n    webhookEventTypes {\n      event\n      name\n      api\n    }\n  }\n": types.ConsoleWebhooksDocument,
    "\n  fragment ConsoleWebhookLog on WebhookLog {\n    id\n    createdOn\n    event\n    attempt\n    httpStatus\n    error\n    responseBody\n    nextAttemptOn\n  }\n": types.ConsoleWebhookLogFragmentDoc,
    "\n  query ConsoleWebhook($id: ID!) {\n    webhook(id: $id) {\n      id\n      event\n      url\n      status\n      createdOn\n      logs(first: 50) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...ConsoleWebhookLog\n          }\n        }\n      }\n    }\n  }\n": types.ConsoleWebhookDocument,
    "\n  mutation ConsoleCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        event\n        url\n        status\n        createdOn\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleCreateWebhookDocument,
    "\n  mutation ConsoleDeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleDeleteWebhookDocument,
    "\n  mutation ConsoleTestWebhook($input: TestWebhookInput!) {\n    testWebhook(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleTestWebhookDocument,
    "\n  mutation ConsoleReplayWebhookLog($input: ReplayWebhookLogInput!) {\n    replayWebhookLog(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleReplayWebhookLogDocument,
    "\n  fragment ConsoleApiClient on ApiClient {\n    id\n    clientId\n    name\n    scopes\n    createdOn\n    lastUsedOn\n  }\n": types.ConsoleApiClientFragmentDoc,
    "\n  query ConsoleApiClients {\n    apiClients(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ConsoleApiClient\n        }\n      }\n    }\n  }\n": types.ConsoleApiClientsDocument,
    "\n  mutation ConsoleCreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleCreateApiClientDocument,
    "\n  mutation ConsoleRotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleRotateApiClientDocument,
    "\n  mutation ConsoleDeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n": types.ConsoleDeleteApiClientDocument,
    "\n  subscription ConsoleDeliveryOutcomes {\n    events(types: [WEBHOOK_DELIVERY_SUCCEEDED, WEBHOOK_DELIVERY_FAILED]) {\n      id\n      event\n      data {\n        ... on WebhookLog {\n          id\n          webhookId\n        }\n      }\n    }\n  }\n": types.ConsoleDeliveryOutcomesDocument,
    "\n  subscription ConsoleEvents($types: [WebhookEvent!]) {\n    events(types: $types) {\n      id\n      event\n      created\n      consumerId\n      data {\n        ... on Consumer {\n          id\n          name\n        }\n        ... on LinkedAccount {\n          id\n          name\n          integration\n        }\n        ... on WebhookTest {\n          message\n          webhookId\n        }\n        ... on WebhookLog {\n          id\n          httpStatus\n          attempt\n        }\n      }\n    }\n  }\n": types.ConsoleEventsDocument,
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
export function graphql(source: "\n  fragment ConsoleUserError on UserError {\n    field\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment ConsoleUserError on UserError {\n    field\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConsumers($search: String, $first: Int, $after: String) {\n    consumers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          internalReference\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleConsumers($search: String, $first: Int, $after: String) {\n    consumers(search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          name\n          email\n          internalReference\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      email\n      internalReference\n      redirectUrl\n      connections {\n        id\n        name\n        api\n        integration\n        integrationId\n        status\n        createdOn\n        lastError {\n          code\n          message\n          detail\n          occurredOn\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleConsumer($id: ID!) {\n    consumer(id: $id) {\n      id\n      name\n      email\n      internalReference\n      redirectUrl\n      connections {\n        id\n        name\n        api\n        integration\n        integrationId\n        status\n        createdOn\n        lastError {\n          code\n          message\n          detail\n          occurredOn\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleIntegrations {\n    integrations(includeCoverage: true) {\n      integrationId\n      name\n      api\n      status\n      description\n      credentials {\n        name\n        optional\n      }\n      operationsCoverage {\n        operation\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleIntegrations {\n    integrations(includeCoverage: true) {\n      integrationId\n      name\n      api\n      status\n      description\n      credentials {\n        name\n        optional\n      }\n      operationsCoverage {\n        operation\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleUpdateConsumer($input: UpdateConsumerInput!) {\n    updateConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleUpdateConsumer($input: UpdateConsumerInput!) {\n    updateConsumer(input: $input) {\n      consumer {\n        id\n        name\n        email\n        internalReference\n        redirectUrl\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteConsumer($input: DeleteConsumerInput!) {\n    deleteConsumer(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleDeleteConsumer($input: DeleteConsumerInput!) {\n    deleteConsumer(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      connectUrl\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateConnection($input: CreateConnectionInput!) {\n    createConnection(input: $input) {\n      connectUrl\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteConnection($input: DeleteConnectionInput!) {\n    deleteConnection(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleDeleteConnection($input: DeleteConnectionInput!) {\n    deleteConnection(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWebhooks {\n    webhooks(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          event\n          url\n          status\n          createdOn\n        }\n      }\n    }\n    webhookEventTypes {\n      event\n      name\n      api\n    }\n  }\n"): (typeof documents)["\n  query ConsoleWebhooks {\n    webhooks(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          id\n          event\n          url\n          status\n          createdOn\n        }\n      }\n    }\n    webhookEventTypes {\n      event\n      name\n      api\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleWebhookLog on WebhookLog {\n    id\n    createdOn\n    event\n    attempt\n    httpStatus\n    error\n    responseBody\n    nextAttemptOn\n  }\n"): (typeof documents)["\n  fragment ConsoleWebhookLog on WebhookLog {\n    id\n    createdOn\n    event\n    attempt\n    httpStatus\n    error\n    responseBody\n    nextAttemptOn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleWebhook($id: ID!) {\n    webhook(id: $id) {\n      id\n      event\n      url\n      status\n      createdOn\n      logs(first: 50) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...ConsoleWebhookLog\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleWebhook($id: ID!) {\n    webhook(id: $id) {\n      id\n      event\n      url\n      status\n      createdOn\n      logs(first: 50) {\n        totalCount\n        edges {\n          cursor\n          node {\n            ...ConsoleWebhookLog\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        event\n        url\n        status\n        createdOn\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      webhook {\n        id\n        event\n        url\n        status\n        createdOn\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleDeleteWebhook($input: DeleteWebhookInput!) {\n    deleteWebhook(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleTestWebhook($input: TestWebhookInput!) {\n    testWebhook(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleTestWebhook($input: TestWebhookInput!) {\n    testWebhook(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleReplayWebhookLog($input: ReplayWebhookLogInput!) {\n    replayWebhookLog(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleReplayWebhookLog($input: ReplayWebhookLogInput!) {\n    replayWebhookLog(input: $input) {\n      log {\n        ...ConsoleWebhookLog\n      }\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleApiClient on ApiClient {\n    id\n    clientId\n    name\n    scopes\n    createdOn\n    lastUsedOn\n  }\n"): (typeof documents)["\n  fragment ConsoleApiClient on ApiClient {\n    id\n    clientId\n    name\n    scopes\n    createdOn\n    lastUsedOn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleApiClients {\n    apiClients(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ConsoleApiClient\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleApiClients {\n    apiClients(first: 100) {\n      totalCount\n      edges {\n        cursor\n        node {\n          ...ConsoleApiClient\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleCreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleCreateApiClient($input: CreateApiClientInput!) {\n    createApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleRotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleRotateApiClient($input: RotateApiClientInput!) {\n    rotateApiClient(input: $input) {\n      apiClient {\n        ...ConsoleApiClient\n      }\n      clientSecret\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleDeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleDeleteApiClient($input: DeleteApiClientInput!) {\n    deleteApiClient(input: $input) {\n      deletedId\n      userErrors {\n        ...ConsoleUserError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConsoleDeliveryOutcomes {\n    events(types: [WEBHOOK_DELIVERY_SUCCEEDED, WEBHOOK_DELIVERY_FAILED]) {\n      id\n      event\n      data {\n        ... on WebhookLog {\n          id\n          webhookId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ConsoleDeliveryOutcomes {\n    events(types: [WEBHOOK_DELIVERY_SUCCEEDED, WEBHOOK_DELIVERY_FAILED]) {\n      id\n      event\n      data {\n        ... on WebhookLog {\n          id\n          webhookId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConsoleEvents($types: [WebhookEvent!]) {\n    events(types: $types) {\n      id\n      event\n      created\n      consumerId\n      data {\n        ... on Consumer {\n          id\n          name\n        }\n        ... on LinkedAccount {\n          id\n          name\n          integration\n        }\n        ... on WebhookTest {\n          message\n          webhookId\n        }\n        ... on WebhookLog {\n          id\n          httpStatus\n          attempt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ConsoleEvents($types: [WebhookEvent!]) {\n    events(types: $types) {\n      id\n      event\n      created\n      consumerId\n      data {\n        ... on Consumer {\n          id\n          name\n        }\n        ... on LinkedAccount {\n          id\n          name\n          integration\n        }\n        ... on WebhookTest {\n          message\n          webhookId\n        }\n        ... on WebhookLog {\n          id\n          httpStatus\n          attempt\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;