import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { json } from '../http/testing/fakeFetch.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';
import { queryKeys } from '../queryKeys.ts';
import { getTicketRecordQueryOptions } from '../tickets/queries.ts';
import {
  getRecordAttachmentsQueryOptions,
  uploadRecordAttachmentMutationOptions,
} from './recordAttachments.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const STORED = {
  id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  name: 'rapporto.pdf',
  url: '/api/v2/attachments/7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  type: 'application/pdf',
  size: PDF.byteLength,
};

describe('an order’s files (DECISIONS.md "Order files"; 002 §5.3, §7.3 "version 2: file, entity, entity id")', () => {
  it('uploads one file as multipart to attachments with entity orders and refreshes the order’s reads, its history among them', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: STORED }, 201, 'Created'));
    const queryClient = new QueryClient();
    const detailKey = queryKeys.orders.detail(TEST_PROFILE, 31);
    const filesKey = queryKeys.orders.call(TEST_PROFILE, 'attachments', { id: '31' });
    queryClient.setQueryData(detailKey, { id: 31 });
    queryClient.setQueryData(filesKey, []);

    // Act
    const uploaded = await runMutation(
      queryClient,
      uploadRecordAttachmentMutationOptions(client, 'orders'),
      { recordId: 31, file: new File([PDF], 'rapporto.pdf', { type: 'application/pdf' }) },
    );

    // Assert
    const form = fake.last().rawBody as FormData;
    expect(pathOf(fake.last().url)).toBe('/api/v2/attachments');
    expect(form.get('entity')).toBe('orders');
    expect(form.get('entityId')).toBe('31');
    expect(uploaded).toEqual({
      id: STORED.id,
      name: 'rapporto.pdf',
      size: PDF.byteLength,
      mimeType: 'application/pdf',
    });
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(filesKey)?.isInvalidated).toBe(true);
  });

  it('reads the order’s files through orders/search with the include attachments only', async () => {
    // Arrange
    const files = [{ id: STORED.id, name: 'rapporto.pdf', size: 15, mimeType: 'application/pdf' }];
    const { client, fake } = testClient(() =>
      json({ rows: { results: [{ id: 31, attachments: files }], counter: [1, 1] } }),
    );

    // Act
    const read = await new QueryClient().fetchQuery(
      getRecordAttachmentsQueryOptions(client, 'orders', '31'),
    );

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/orders/search');
    expect(fake.last().body).toMatchObject({
      where: { id: 31 },
      attributes: ['id'],
      include: ['attachments'],
      limit: 1,
    });
    expect(read).toEqual(files);
  });

  it('an order the profile does not read (no row) reads as null', async () => {
    // Arrange
    const { client } = testClient(() => json({ rows: { results: [], counter: [0, 0] } }));

    // Act
    const read = await new QueryClient().fetchQuery(
      getRecordAttachmentsQueryOptions(client, 'orders', 99),
    );

    // Assert
    expect(read).toBeNull();
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const TICKET_FILE = {
  id: '0b0d7f36-1c1d-4c8e-9d59-2d3f4a5b6c7d',
  name: 'citofono.png',
  url: '/api/v2/attachments/0b0d7f36-1c1d-4c8e-9d59-2d3f4a5b6c7d',
  type: 'image/png',
  size: PNG.byteLength,
};

describe('a ticket’s photos and files, the tickets kind of the same mechanism (002 §5.3 "multiple files are allowed", §7.3 "version 2: file, entity, entity id")', () => {
  it('uploads one file as multipart to attachments with entity tickets, reports its progress and refreshes the ticket reads', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: TICKET_FILE }, 201, 'Created'));
    const queryClient = new QueryClient();
    const detailKey = queryKeys.tickets.detail(TEST_PROFILE, 12);
    const filesKey = queryKeys.tickets.call(TEST_PROFILE, 'attachments', { id: '12' });
    queryClient.setQueryData(detailKey, { id: 12 });
    queryClient.setQueryData(filesKey, []);
    const progress: number[] = [];

    // Act
    const uploaded = await runMutation(
      queryClient,
      uploadRecordAttachmentMutationOptions(client, 'tickets'),
      {
        recordId: 12,
        file: new File([PNG], 'citofono.png', { type: 'image/png' }),
        onProgress: (fraction: number) => progress.push(fraction),
      },
    );

    // Assert
    const form = fake.last().rawBody as FormData;
    expect(fake.last().method).toBe('POST');
    expect(pathOf(fake.last().url)).toBe('/api/v2/attachments');
    expect(fake.last().headers['x-portineria-profile']).toBe(TEST_PROFILE);
    expect(form.get('entity')).toBe('tickets');
    expect(form.get('entityId')).toBe('12');
    expect((form.get('file') as File).name).toBe('citofono.png');
    expect(uploaded).toEqual({
      id: TICKET_FILE.id,
      name: 'citofono.png',
      size: PNG.byteLength,
      mimeType: 'image/png',
    });
    expect(progress).toEqual([0, 1]);
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(filesKey)?.isInvalidated).toBe(true);
  });

  it('refuses a type outside the allow-list before sending anything, with the Italian reason', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: TICKET_FILE }, 201));

    // Act
    const upload = runMutation(
      new QueryClient(),
      uploadRecordAttachmentMutationOptions(client, 'tickets'),
      {
        recordId: 12,
        file: new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      },
    );

    // Assert
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    await expect(upload).rejects.toMatchObject({ message: 'Questo tipo di file non è ammesso.' });
    expect(fake.requests).toHaveLength(0);
  });

  it('a refusal of the server (a closed ticket) comes back as its ApiError', async () => {
    // Arrange
    const { client } = testClient(() =>
      json(
        { error_code: 'CONFLICT', message: 'Il ticket è chiuso: riaprilo per aggiungere file' },
        409,
        'Conflict',
      ),
    );

    // Act
    const upload = runMutation(
      new QueryClient(),
      uploadRecordAttachmentMutationOptions(client, 'tickets'),
      {
        recordId: 12,
        file: new File([PNG], 'dopo.png', { type: 'image/png' }),
      },
    );

    // Assert
    await expect(upload).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
      message: 'Il ticket è chiuso: riaprilo per aggiungere file',
    });
  });

  it('reads the ticket’s files through tickets/search with the include attachments only', async () => {
    // Arrange
    const files = [{ id: TICKET_FILE.id, name: 'citofono.png', size: 12, mimeType: 'image/png' }];
    const { client, fake } = testClient(() => json({ data: [{ id: 12, attachments: files }] }));

    // Act
    const read = await new QueryClient().fetchQuery(
      getRecordAttachmentsQueryOptions(client, 'tickets', '12'),
    );

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/tickets/search');
    expect(fake.last().body).toMatchObject({
      where: { id: 12 },
      attributes: ['id'],
      include: ['attachments'],
      limit: 1,
    });
    expect(read).toEqual(files);
  });

  it('the ticket’s detail read includes its files, as the order’s does', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: [{ id: 12, attachments: [] }] }));

    // Act
    await new QueryClient().fetchQuery(getTicketRecordQueryOptions(client, 12, ['org_buildings']));

    // Assert
    expect(pathOf(fake.last().url)).toBe('/api/v2/tickets/search');
    expect(fake.last().body).toMatchObject({
      where: { id: 12 },
      include: ['org_buildings', 'attachments'],
    });
  });
});
