import type { z } from 'zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  portalResponseSchema,
  stripeWebhookResponseSchema,
} from './billing';
import { jobSchema } from './jobs';
import { deleteAccountRequestSchema, meSchema } from './me';
import { idParamsSchema } from './params';
import {
  attemptRequestSchema,
  attemptResultSchema,
  cardStateListSchema,
  dueListSchema,
  reviewRequestSchema,
  reviewResultSchema,
  reviewSummarySchema,
} from './reviews';
import {
  itemBodySchema,
  itemParamsSchema,
  renameStudySetSchema,
  studyItemSchema,
  studySetSourceSchema,
} from './set-editing';
import {
  flashcardListSchema,
  quizQuestionListSchema,
  studySetListQuerySchema,
  studySetListSchema,
  studySetSchema,
} from './study-sets';
import { createUploadRequestSchema, createUploadResponseSchema } from './uploads';
import { subscriptionSchema, usageSchema } from './usage';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One HTTP route's contract, declared once: the handler parses its input with these schemas, the
 * CDK stack and the local gateway serve its method and path (infra/definitions.ts adds the
 * handler module), and the SPA builds its URL and checks its answer from it.
 */
export interface RouteContract {
  method: HttpMethod;
  /** API Gateway route path, with {param} placeholders. */
  path: string;
  /** 'jwt': the Cognito JWT authorizer; 'none': public (the Stripe webhook only). */
  auth: 'jwt' | 'none';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 2xx body; none for a route that answers 202 or 204 without one. */
  response?: z.ZodType;
}

export type RoutePart = 'params' | 'query' | 'body' | 'response';

/** A part as parsed (what a handler reads and returns); undefined when the route has none. */
export type RouteOutput<T, K extends RoutePart> =
  T extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** A part as sent (before defaults and trimming: what the SPA passes); undefined when none. */
export type RouteInput<T, K extends RoutePart> =
  T extends Record<K, infer S extends z.ZodType> ? z.input<S> : undefined;

/** Every route of the HTTP API. */
export const api = {
  getMe: { method: 'GET', path: '/api/me', auth: 'jwt', response: meSchema },
  getUsage: { method: 'GET', path: '/api/me/usage', auth: 'jwt', response: usageSchema },
  getSubscription: { method: 'GET', path: '/api/me/subscription', auth: 'jwt', response: subscriptionSchema },
  /** 202: the erasing is queued. */
  deleteAccount: { method: 'DELETE', path: '/api/me', auth: 'jwt', body: deleteAccountRequestSchema },
  createUpload: {
    method: 'POST',
    path: '/api/uploads',
    auth: 'jwt',
    body: createUploadRequestSchema,
    response: createUploadResponseSchema,
  },
  getJob: { method: 'GET', path: '/api/jobs/{id}', auth: 'jwt', params: idParamsSchema, response: jobSchema },
  startJob: { method: 'POST', path: '/api/jobs/{id}/start', auth: 'jwt', params: idParamsSchema, response: jobSchema },
  listStudySets: {
    method: 'GET',
    path: '/api/study-sets',
    auth: 'jwt',
    query: studySetListQuerySchema,
    response: studySetListSchema,
  },
  getStudySet: {
    method: 'GET',
    path: '/api/study-sets/{id}',
    auth: 'jwt',
    params: idParamsSchema,
    response: studySetSchema,
  },
  /** 204 */
  deleteStudySet: { method: 'DELETE', path: '/api/study-sets/{id}', auth: 'jwt', params: idParamsSchema },
  getFlashcards: {
    method: 'GET',
    path: '/api/study-sets/{id}/flashcards',
    auth: 'jwt',
    params: idParamsSchema,
    response: flashcardListSchema,
  },
  getQuizQuestions: {
    method: 'GET',
    path: '/api/study-sets/{id}/questions',
    auth: 'jwt',
    params: idParamsSchema,
    response: quizQuestionListSchema,
  },
  renameStudySet: {
    method: 'PATCH',
    path: '/api/study-sets/{id}',
    auth: 'jwt',
    params: idParamsSchema,
    body: renameStudySetSchema,
    response: studySetSchema,
  },
  addItem: {
    method: 'POST',
    path: '/api/study-sets/{id}/items',
    auth: 'jwt',
    params: idParamsSchema,
    body: itemBodySchema,
    response: studyItemSchema,
  },
  editItem: {
    method: 'PUT',
    path: '/api/study-sets/{id}/items/{itemId}',
    auth: 'jwt',
    params: itemParamsSchema,
    body: itemBodySchema,
    response: studyItemSchema,
  },
  /** 204 */
  deleteItem: { method: 'DELETE', path: '/api/study-sets/{id}/items/{itemId}', auth: 'jwt', params: itemParamsSchema },
  getSource: {
    method: 'GET',
    path: '/api/study-sets/{id}/source',
    auth: 'jwt',
    params: idParamsSchema,
    response: studySetSourceSchema,
  },
  postReview: {
    method: 'POST',
    path: '/api/reviews',
    auth: 'jwt',
    body: reviewRequestSchema,
    response: reviewResultSchema,
  },
  getDue: { method: 'GET', path: '/api/reviews/due', auth: 'jwt', response: dueListSchema },
  getReviewSummary: { method: 'GET', path: '/api/reviews/summary', auth: 'jwt', response: reviewSummarySchema },
  getSetCardStates: {
    method: 'GET',
    path: '/api/study-sets/{id}/reviews',
    auth: 'jwt',
    params: idParamsSchema,
    response: cardStateListSchema,
  },
  postAttempt: {
    method: 'POST',
    path: '/api/study-sets/{id}/attempts',
    auth: 'jwt',
    params: idParamsSchema,
    body: attemptRequestSchema,
    response: attemptResultSchema,
  },
  createCheckout: {
    method: 'POST',
    path: '/api/billing/checkout',
    auth: 'jwt',
    body: checkoutRequestSchema,
    response: checkoutResponseSchema,
  },
  createPortal: { method: 'POST', path: '/api/billing/portal', auth: 'jwt', response: portalResponseSchema },
  /** No body schema: the handler checks the raw body's Stripe signature before reading it. */
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook', auth: 'none', response: stripeWebhookResponseSchema },
} as const satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof api;
