import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGEDB_RIGHTS, imageUser, type ImageUser } from './support/imageUsers.ts';
import { refusalOf } from './support/journeyCalls.ts';
import { superadminApp } from './support/superadminApp.ts';
import { distinctPng, uploadImage } from './support/uploadedImages.ts';
import { encodePng } from '../../server/uploads/png-image.ts';

// Issue 18 item 6: own images are uploaded into a library by whoever may upload, their info changed
// by whoever may edit it; the server reads what the file is; the same file, or the same file name,
// twice in one library is refused with the spec's "Image already exists in folder"; and an own
// image is seen by whoever may use its library.

type Row = Record<string, unknown>;

const api = superadminApp();

const without = (right: string) => IMAGEDB_RIGHTS.filter((held) => held !== right);
let uploader: ImageUser;
let noUpload: ImageUser;
let noEditInfo: ImageUser;
let colleague: ImageUser;
let companyLibrary: number;
let ownLibrary: number;

const library = async (user: ImageUser, name: string, mode: string) => {
  const answer = await user.call({ method: 'POST', url: '/api/img/library', payload: { name, mode } });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Row>().id_img_library as number;
};
const post = (user: ImageUser, body: Row) =>
  user.call({ method: 'POST', url: '/api/imagedb-customer-stock', payload: body });
const upload = (content?: Buffer) => uploadImage(api.app, uploader.token, content);

beforeAll(async () => {
  uploader = await imageUser(api.app, 'uploader', IMAGEDB_RIGHTS);
  noUpload = await imageUser(api.app, 'no upload', without('imagedb-upload'));
  noEditInfo = await imageUser(api.app, 'no edit info', without('imagedb-editinfo'));
  colleague = await imageUser(api.app, 'colleague', IMAGEDB_RIGHTS);
  companyLibrary = await library(uploader, 'Katalog Nordsee', 'library');
  ownLibrary = await library(uploader, 'Meine Nordsee', 'personal');
});

describe('uploading an own image', () => {
  it('stores what the file is: width, height, type, checksum and preview, whatever the client says', async () => {
    const link = await upload(encodePng(64, 48, () => [10, 120, 200]));
    const answer = await post(uploader, { title: 'Strandkorb auf Föhr', id_img_library: companyLibrary, link });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      title: 'Strandkorb auf Föhr',
      width: 64,
      height: 48,
      content_type: 'image/png',
      thumbnail: link,
      sha256: expect.stringMatching(/^[a-f0-9]{64}$/),
    });
    for (const field of ['width', 'height', 'content_type', 'sha256', 'thumbnail']) {
      const sent = await post(uploader, { title: 'X', id_img_library: companyLibrary, link, [field]: 'x' });
      expect(refusalOf(sent)).toMatchObject({ status: 400, field, key: 'error.read_only' });
    }
  });

  it('needs the upload right', async () => {
    const answer = await post(noUpload, { title: 'Ohne Recht', id_img_library: companyLibrary, link: await upload() });
    expect(refusalOf(answer)).toMatchObject({ status: 403, key: 'error.forbidden' });
  });

  it.each([
    ['an address that is no upload', 'https://example.com/bild.png'],
    ['an upload that is not there', '/api/uploads/0123456789abcdef0123456789abcdef.png'],
    ['a path out of the uploads', '/api/uploads/../secret.png'],
  ])('refuses %s: 422', async (_case, link) => {
    const answer = await post(uploader, { title: 'Kein Bild', id_img_library: companyLibrary, link });
    expect(refusalOf(answer)).toMatchObject({ status: 422, field: 'link', key: 'images.customer.upload_missing' });
  });

  it('goes only into a library the uploader may use', async () => {
    const foreign = await library(colleague, 'Fremd', 'personal');
    const answer = await post(uploader, { title: 'Fremd', id_img_library: foreign, link: await upload() });
    expect(refusalOf(answer)).toMatchObject({ status: 422, field: 'id_img_library', key: 'error.reference' });
  });
});

describe('the same image twice in one library', () => {
  it('is refused by its content and by its file name, in that library only (409 error.image_exists)', async () => {
    const content = distinctPng();
    const first = await post(uploader, {
      title: 'Leuchtturm Westerhever',
      id_img_library: ownLibrary,
      link: await upload(content),
      file_name: 'leuchtturm.png',
    });
    expect(first.statusCode, first.body).toBe(201);
    // the same bytes uploaded again get another name: the checksum finds them
    const sameFile = await post(uploader, {
      title: 'Nochmal',
      id_img_library: ownLibrary,
      link: await upload(content),
    });
    expect(refusalOf(sameFile)).toMatchObject({ status: 409, key: 'error.image_exists' });
    const sameName = await post(uploader, {
      title: 'Anderer Leuchtturm',
      id_img_library: ownLibrary,
      link: await upload(),
      file_name: 'Leuchtturm.PNG',
    });
    expect(refusalOf(sameName)).toMatchObject({ status: 409, key: 'error.image_exists' });
    const otherLibrary = await post(uploader, {
      title: 'Leuchtturm im Katalog',
      id_img_library: companyLibrary,
      link: await upload(content),
      file_name: 'leuchtturm.png',
    });
    expect(otherLibrary.statusCode, otherLibrary.body).toBe(201);
    // moving it where the file is already
    const moved = await uploader.call({
      method: 'PATCH',
      url: `/api/imagedb-customer-stock/${String(otherLibrary.json<Row>().id_img_customer)}`,
      payload: { id_img_library: ownLibrary },
    });
    expect(refusalOf(moved)).toMatchObject({ status: 409, key: 'error.image_exists' });
  });
});

describe('changing an own image', () => {
  it('needs the edit-info right, and reads a new file anew', async () => {
    const created = await post(uploader, { title: 'Watt', id_img_library: companyLibrary, link: await upload() });
    const url = `/api/imagedb-customer-stock/${String(created.json<Row>().id_img_customer)}`;
    for (const payload of [{ title: 'Wattenmeer' }, { description: 'Ebbe' }, { creator_name: 'K. Vogel' }]) {
      const refused = await noEditInfo.call({ method: 'PATCH', url, payload });
      expect(refusalOf(refused)).toMatchObject({ status: 403, key: 'error.forbidden' });
    }
    const changed = await uploader.call({
      method: 'PATCH',
      url,
      payload: { title: 'Wattenmeer', description: 'Bei Ebbe', creator_name: 'Katrin Vogel' },
    });
    expect(changed.json()).toMatchObject({
      title: 'Wattenmeer',
      description: 'Bei Ebbe',
      creator_name: 'Katrin Vogel',
    });
    const wider = await upload(encodePng(80, 10, () => [1, 2, 3]));
    const replaced = await uploader.call({ method: 'PATCH', url, payload: { link: wider } });
    expect(replaced.json()).toMatchObject({ link: wider, thumbnail: wider, width: 80, height: 10 });
    const broken = await uploader.call({
      method: 'PUT',
      url,
      payload: { title: 'Watt', id_img_library: companyLibrary, link: 'x' },
    });
    expect(refusalOf(broken)).toMatchObject({ status: 422, key: 'images.customer.upload_missing' });
  });
});

describe('reading own images', () => {
  it('follows the library: a personal library’s images are its owner’s alone', async () => {
    const created = await post(uploader, { title: 'Privat', id_img_library: ownLibrary, link: await upload() });
    const id = created.json<Row>().id_img_customer as number;
    const url = `/api/imagedb-customer-stock/${id}`;
    expect((await uploader.call({ method: 'GET', url })).statusCode).toBe(200);
    expect((await colleague.call({ method: 'GET', url })).statusCode).toBe(404);
    const listed = await colleague.call({ method: 'GET', url: `/api/imagedb-customer-stock?id_img_customer=${id}` });
    expect(listed.json()).toMatchObject({ total: 0 });
    const changed = await colleague.call({ method: 'PATCH', url, payload: { title: 'Meins' } });
    expect(changed.statusCode).toBe(404);
    expect((await colleague.call({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('lists a library’s images, searched by title, description and creator, 64 to a page', async () => {
    const shelf = await library(uploader, 'Suchregal', 'library');
    await post(uploader, {
      title: 'Dünen bei List',
      id_img_library: shelf,
      link: await upload(),
      creator_name: 'Ole Jensen',
    });
    await post(uploader, {
      title: 'Hafen',
      id_img_library: shelf,
      link: await upload(),
      description: 'Kutter in List',
    });
    const listed = await colleague.call({
      method: 'GET',
      url: `/api/imagedb-customer-stock?id_img_library=${shelf}&$search=list`,
    });
    expect(listed.json()).toMatchObject({ total: 2, limit: 64 });
    const byCreator = await colleague.call({
      method: 'GET',
      url: `/api/imagedb-customer-stock?$search=Jensen&id_img_library=${shelf}`,
    });
    expect(byCreator.json()).toMatchObject({ total: 1, data: [{ title: 'Dünen bei List' }] });
  });
});

describe('who may do what with own images', () => {
  // Every user reads the company library; what they may do beyond that is their rights'.
  const table: { rights: string[]; list: number; create: number; update: number; remove: number }[] = [
    { rights: ['imagedb-read'], list: 200, create: 403, update: 403, remove: 403 },
    { rights: ['imagedb-read', 'imagedb-create'], list: 200, create: 403, update: 403, remove: 403 },
    { rights: ['imagedb-read', 'imagedb-upload'], list: 200, create: 201, update: 403, remove: 403 },
    { rights: ['imagedb-read', 'imagedb-update'], list: 200, create: 403, update: 403, remove: 403 },
    { rights: ['imagedb-read', 'imagedb-editinfo'], list: 200, create: 403, update: 200, remove: 403 },
    { rights: ['imagedb-read', 'imagedb-delete'], list: 200, create: 403, update: 403, remove: 200 },
    { rights: ['internet-read'], list: 403, create: 403, update: 403, remove: 403 },
  ];

  it.each(table)('$rights: list $list, create $create, update $update, delete $remove', async (row) => {
    const user = await imageUser(api.app, row.rights.join(' '), row.rights);
    const listed = await user.call({
      method: 'GET',
      url: `/api/imagedb-customer-stock?id_img_library=${companyLibrary}`,
    });
    expect(listed.statusCode, listed.body).toBe(row.list);
    const made = await post(user, { title: 'Versuch', id_img_library: companyLibrary, link: await upload() });
    expect(made.statusCode, made.body).toBe(row.create);
    const stored = await post(uploader, { title: 'Vorhanden', id_img_library: companyLibrary, link: await upload() });
    const url = `/api/imagedb-customer-stock/${String(stored.json<Row>().id_img_customer)}`;
    const changed = await user.call({ method: 'PATCH', url, payload: { title: 'Neu betitelt' } });
    expect(changed.statusCode, changed.body).toBe(row.update);
    const deleted = await user.call({ method: 'DELETE', url });
    expect(deleted.statusCode, deleted.body).toBe(row.remove);
  });
});

describe('two uploads of the same file at once', () => {
  it('keep one: the library is locked while its images are compared', async () => {
    const shelf = await library(uploader, 'Gleichzeitig', 'library');
    const content = distinctPng();
    const links = [await upload(content), await upload(content)];
    const answers = await Promise.all(
      links.map((link, index) => post(uploader, { title: `Zugleich ${index}`, id_img_library: shelf, link })),
    );
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 409]);
  });
});
