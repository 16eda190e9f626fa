import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactMessageSchema } from '../../../shared/schemas/contact-message.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export async function contactMessagesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/contact-messages',
    { schema: { body: contactMessageSchema } },
    async (request, reply) => {
      const [saved] = await db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return reply.status(201).send(saved);
    },
  );
}
