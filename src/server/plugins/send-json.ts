import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that was serialized (and checked against its response schema) ahead of time: Fastify sends a
 * string with a JSON content type as is, skipping the per-request serializer. Used by the hot public reads.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer, cacheControl: string): FastifyReply {
  return reply
    .header('Cache-Control', cacheControl)
    .header('Content-Type', 'application/json; charset=utf-8')
    .send(json);
}
