import type { FastifyReply } from 'fastify';
import { ResponseSerializationFailed } from './response-serializer.ts';

/**
 * Sends JSON a handler wrote itself (a feed page from the post view cache) as it is: Fastify sends a
 * string with a JSON content type without serializing it again. With `crossCheck` (RESPONSE_CROSS_CHECK,
 * on in tests) the text is parsed and written again by the route's own serializer, itself checked
 * against Zod there, and any difference is a 500 as a wrong answer of a serializer is.
 */
export function sendJsonText(reply: FastifyReply, json: string, crossCheck: boolean): FastifyReply {
  if (crossCheck) {
    // The route's serializers write strings (response-serializer.ts); Fastify types it wider.
    const expected = reply.serialize(JSON.parse(json)) as string;
    if (expected !== json) {
      throw new ResponseSerializationFailed(
        `${reply.request.method} ${reply.request.routeOptions.url ?? ''}`,
        `wrote ${json.slice(0, 300)} but the serializer ${expected.slice(0, 300)}`,
      );
    }
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
