import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json } from '../http/testing/fakeFetch.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';
import { queryKeys } from '../queryKeys.ts';
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
