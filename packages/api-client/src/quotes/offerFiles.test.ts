import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { json } from '../http/testing/fakeFetch.ts';
import { pathOf, runMutation, TEST_PROFILE, testClient } from '../http/testing/testClient.ts';
import { queryKeys } from '../queryKeys.ts';
import { uploadQuoteOfferFileMutationOptions } from './queries.ts';

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const STORED = {
  id: '5c1f0a7e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'preventivo.pdf',
  url: '/api/v2/attachments/5c1f0a7e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  type: 'application/pdf',
  size: PDF.byteLength,
};

describe('the file of a supplier\'s answer (DECISIONS.md "Quote lifecycle" 10)', () => {
  it('DECISIONS.md "Quote lifecycle" 10: uploads as multipart to attachments with entity quoteOffers and the offer\'s id, and refreshes the request', async () => {
    // Arrange
    const { client, fake } = testClient(() => json({ data: STORED }, 201, 'Created'));
    const queryClient = new QueryClient();
    const detailKey = queryKeys.quotes.detail(TEST_PROFILE, 31);
    queryClient.setQueryData(detailKey, { id: 31 });

    // Act
    const uploaded = await runMutation(queryClient, uploadQuoteOfferFileMutationOptions(client), {
      offerId: 44,
      file: new File([PDF], 'preventivo.pdf', { type: 'application/pdf' }),
    });

    // Assert
    const form = fake.last().rawBody as FormData;
    expect(pathOf(fake.last().url)).toBe('/api/v2/attachments');
    expect(form.get('entity')).toBe('quoteOffers');
    expect(form.get('entityId')).toBe('44');
    expect((form.get('file') as File).name).toBe('preventivo.pdf');
    expect(uploaded).toEqual({
      id: STORED.id,
      name: 'preventivo.pdf',
      size: PDF.byteLength,
      mimeType: 'application/pdf',
    });
    expect(queryClient.getQueryState(detailKey)?.isInvalidated).toBe(true);
  });
});
