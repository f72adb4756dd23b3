import { loanLeadSchema, writeAnswerSchema } from 'contracts/api';
import type { ContractRoute } from 'shared-ui/testing';

// This remote's API routes for component tests, answered from the contract's schemas
// (shared-ui/testing checks every fixture, and every lead sent, against them).

export const leadRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/loan-lead',
  answer: writeAnswerSchema,
  accepts: loanLeadSchema,
  reply,
});

/** The API's error body for a status, as the contract gives it. */
export const apiError = (status: number, message = 'failed', error = 'Error') => ({ status, body: { statusCode: status, error, message } });
