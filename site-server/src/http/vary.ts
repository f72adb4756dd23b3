import type { FastifyReply } from 'fastify';

/** Adds `field` to the reply's Vary header unless it is there already (or Vary is `*`). */
export function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('Vary') ?? '');
  const fields = current
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f === '*' || f.toLowerCase() === field.toLowerCase()))
    reply.header('Vary', [...fields, field].join(', '));
}
