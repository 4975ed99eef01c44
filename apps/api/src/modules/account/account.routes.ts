import { changeProfilePhotoRequestSchema, idParamSchema, updateProfileRequestSchema } from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberIdOf, requireMember } from '../../plugins/auth-guard';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { assertSelf } from '../members/members.service';
import { changeAvatar, readAvatar, updateProfile } from './account.service';

export const AVATAR_DONE = 'Foto profile anda berhasil dirubah';
export const PROFILE_DONE = 'Profil berhasil diperbarui';

/** The member's own account (SPEC §2 Account): photo, phone and address. The password lives in auth. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };
  const tags = ['account'];

  app.post(
    '/ChangeProfile/:id',
    { ...secured, schema: { tags, params: idParamSchema, body: changeProfilePhotoRequestSchema } },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      return sendOk(reply, await changeAvatar(app.db, request.params.id, request.body.photo), AVATAR_DONE);
    },
  );

  app.post(
    '/updateProfile/:id',
    { ...secured, schema: { tags, params: idParamSchema, body: updateProfileRequestSchema } },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      return sendOk(reply, await updateProfile(app.db, request.params.id, request.body), PROFILE_DONE);
    },
  );

  // The avatar is personal data: only its owner reads it, with the bearer token (the portal shows a blob URL).
  app.get(
    '/files/avatar/:id',
    { ...secured, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      const file = await readAvatar(app.db, request.params.id);
      return sendUserFile(reply, file, {
        name: `foto-profil-${request.params.id}`,
        cacheControl: 'private, max-age=3600',
      });
    },
  );
}
