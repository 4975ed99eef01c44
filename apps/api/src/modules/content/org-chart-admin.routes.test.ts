import { describe, expect, it } from 'vitest';
import { useContentApp } from '../../../test/content-app';
import { executable, png, svgWithScript, toDataUrl } from '../../../test/upload-fixtures';
import { storeFile } from '../../plugins/uploads';

const content = useContentApp(['EDITOR']);
const { call } = content;
const { EDITOR: editor } = content.staff;

describe('organisation chart', () => {
  it('creates an entry with a photo (re-encoded JPEG served publicly), edits and removes the photo', async () => {
    const created = await call(
      {
        method: 'POST',
        url: '/admin/content/org-chart',
        payload: {
          pic: 'Dewi Lestari',
          title: 'Wakil Ketua',
          sort: 2,
          photo: toDataUrl(await png(), 'image/png'),
        },
      },
      editor,
    );
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(entry.photoUrl).toMatch(/^\/api\/v1\/files\/content\/\d+$/);
    const image = await content.t.app.inject({ method: 'GET', url: entry.photoUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const publicEntry = (await call({ method: 'GET', url: '/ochart' }))
      .json()
      .data.find((e: { PIC: string }) => e.PIC === 'Dewi Lestari');
    expect(publicEntry).toEqual({
      id: entry.id,
      ImagesPath: entry.photoUrl,
      PIC: 'Dewi Lestari',
      TitleName: 'Wakil Ketua',
    });

    const removed = await call(
      { method: 'PATCH', url: `/admin/content/org-chart/${entry.id}`, payload: { photo: null } },
      editor,
    );
    expect(removed.json().data.photoUrl).toBeNull();
  });

  it.each([
    ['an executable', () => toDataUrl(executable(), 'image/png')],
    ['an SVG with a script', () => toDataUrl(svgWithScript(), 'image/svg+xml')],
    ['text that is not base64', () => 'bukan gambar'],
  ])('refuses %s as a photo (415)', async (_label, photo) => {
    const response = await call(
      { method: 'POST', url: '/admin/content/org-chart', payload: { pic: 'A', title: 'B', photo: photo() } },
      editor,
    );
    expect(response.statusCode).toBe(415);
  });

  it('never serves a member document through the public content path', async () => {
    const selfieId = await storeFile(
      content.t.app.db,
      { data: await png(), mime: 'image/png' },
      { kind: 'member', id: 1, purpose: 'SELFIE' },
    );
    const response = await content.t.app.inject({ method: 'GET', url: `/api/v1/files/content/${selfieId}` });
    expect(response.statusCode).toBe(404);
  });
});
