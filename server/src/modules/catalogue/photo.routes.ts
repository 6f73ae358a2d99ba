import { api } from '@konyha/domain/api/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, invalidField, notFound } from '../../errors.ts';
import { ifNoneMatch, sendCached } from '../../http/conditional.ts';
import { route } from '../../http/route.ts';
import type { PhotoFormat } from './photo.mapper.ts';
import { maxPhotoBytes, photoContentTypes } from './photo.processing.ts';
import type { PhotoService } from './photo.service.ts';

/** A content-hash URL never changes its bytes: browsers and proxies keep it for a year without asking. */
const immutable = 'public, max-age=31536000, immutable';
const fileName = /^([0-9a-f]+)-(\d+)\.(avif|webp)$/;

/**
 * The dish photo routes, in a context of their own: only here is a body an image (kept as a Buffer, up to 10 MB);
 * JSON, text or any other type is refused as 400 before a byte of it is read.
 */
export const photoRoutes: FastifyPluginAsyncZod<{ photos: PhotoService }> = async (app, { photos }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...photoContentTypes],
    { parseAs: 'buffer', bodyLimit: maxPhotoBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('*', (_request, _payload, done) =>
    done(invalidField('photo', `photo: send the image itself as ${photoContentTypes.join(', ')}`)),
  );
  // Thrown on to the app's error handler, which answers it in the API's shape.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', 'photo: larger than 10 MB', 'photo');
    throw error;
  });

  // An upload leaves some 30 MB of garbage (the body, the decoded pixels) that an idle server may keep for
  // minutes; collected once the answer is out, where the runtime allows it (`./konyha start` runs `--expose-gc`).
  app.addHook('onResponse', async (request) => {
    if (request.method === 'PUT') setImmediate(() => globalThis.gc?.());
  });

  route(app, api.menuOptions.setPhoto, async (request) => {
    if (!Buffer.isBuffer(request.body) || request.body.length === 0)
      throw invalidField('photo', 'photo: the image is missing');
    return { products: [await photos.set(request.params.id, request.body)] };
  });
  route(app, api.menuOptions.deletePhoto, async (request) => ({
    products: [await photos.remove(request.params.id)],
  }));
  route(app, api.menuOptions.photo, async (request, reply) => {
    const etag = `"${request.params.file}"`;
    // The name holds the hash of the bytes, which never change under it: a client holding that name has the bytes,
    // and gets its 304 without them being read from the database (issue 28).
    if (ifNoneMatch(request.headers['if-none-match'], etag))
      return reply.code(304).header('etag', etag).header('cache-control', immutable).send();
    const [, hash = '', width = '', format = 'webp'] = fileName.exec(request.params.file) ?? [];
    const bytes = await photos.variant(hash, format as PhotoFormat, Number(width));
    if (!bytes) throw notFound('Photo');
    return sendCached(request, reply, { body: bytes, etag }, `image/${format}`, immutable);
  });
};
