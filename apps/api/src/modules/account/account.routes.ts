import {
  changeProfilePhotoRequestSchema,
  ErrorCode,
  envelopeSchema,
  fileReplySchema,
  idParamSchema,
  MY_DATA_EXPORT_LIMIT_MESSAGE,
  MY_DATA_EXPORTS_PER_HOUR,
  updateProfileRequestSchema,
  userSchema,
} from '@kopkar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { sendOk } from '../../plugins/envelope';
import { sendUserFile } from '../../plugins/user-file-reply';
import { memberIdOf, requireMember } from '../auth/auth-guard';
import { assertSelf } from '../members/members.service';
import { changeAvatar, readAvatar, updateProfile } from './account.service';
import { exportMemberData } from './data-export.service';

export const AVATAR_DONE = 'Foto profile anda berhasil dirubah';
export const PROFILE_DONE = 'Profil berhasil diperbarui';

/** The member's own account (docs/product/screens.md Account): photo, phone and address. The password lives in auth. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secured = { preHandler: requireMember };
  const tags = ['account'];
  const user = { 200: envelopeSchema(userSchema) };
  const file = { 200: fileReplySchema };

  app.post(
    '/ChangeProfile/:id',
    {
      ...secured,
      schema: { tags, params: idParamSchema, body: changeProfilePhotoRequestSchema, response: user },
    },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      return sendOk(reply, await changeAvatar(app.db, request.params.id, request.body.photo), AVATAR_DONE);
    },
  );

  app.post(
    '/updateProfile/:id',
    { ...secured, schema: { tags, params: idParamSchema, body: updateProfileRequestSchema, response: user } },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      return sendOk(reply, await updateProfile(app.db, request.params.id, request.body), PROFILE_DONE);
    },
  );

  // The avatar is personal data: only its owner reads it, with the bearer token (the portal shows a blob URL).
  app.get(
    '/files/avatar/:id',
    { ...secured, schema: { tags, params: idParamSchema, response: file } },
    async (request, reply) => {
      assertSelf(memberIdOf(request), request.params.id);
      const file = await readAvatar(app.db, request.params.id);
      return sendUserFile(reply, file, {
        name: `foto-profil-${request.params.id}`,
        cacheControl: 'private, max-age=3600',
      });
    },
  );

  // UU PDP 27/2022: the member's own copy of everything held about them. The member comes from the token only;
  // the limit counts per member (not per IP) after the guard, in the shared counters every API copy sees.
  app.get(
    '/account/data/export',
    {
      preHandler: [
        requireMember,
        app.rateLimit({
          max: MY_DATA_EXPORTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `account-data-export:${memberIdOf(request)}`,
          // An AppError, so the one error handler keeps this message (it replaces a plain 429's with a generic one).
          errorResponseBuilder: (_request, context) =>
            new AppError(ErrorCode.RATE_LIMITED, MY_DATA_EXPORT_LIMIT_MESSAGE, {
              retryAfter: Math.ceil(context.ttl / 1000),
            }),
        }),
      ],
      schema: { tags, response: file },
    },
    async (request, reply) => {
      const archive = await exportMemberData(app.db, memberIdOf(request));
      return sendUserFile(
        reply,
        { data: archive.zip, mime: 'application/zip' },
        { name: archive.fileName, cacheControl: 'private, no-store' },
      );
    },
  );
}
