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

export { apiError } from 'shared-ui/testing';
