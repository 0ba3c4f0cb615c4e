import type { Organization, QualificationsPack } from '@portineria/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { doneRead, failedRead, pendingRead, pressRetry } from '../../records/testing/readState.ts';
import { companyEditorTabs, licencesRead } from './CompanyEditor.tsx';

const PACK: QualificationsPack = { id: 2, name: 'Pacchetto base', total: 10, used: 3 };

describe('‘La mia azienda’ while its reads are under way or fail (002 §2.9; every screen has loading and error states)', () => {
  it('Anagrafica: shows the skeleton named ‘Caricamento dei dati aziendali…’ while the organisation is read', () => {
    const [registry] = companyEditorTabs(pendingRead<Organization>(), null);
    const markup = renderToStaticMarkup(registry?.content);
    expect(markup).toContain('Caricamento dei dati aziendali…');
    expect(markup).not.toContain('Impossibile caricare l’elemento');
  });

  it('Anagrafica: a failed organisation read shows ‘Impossibile caricare l’elemento’ with ‘Riprova’, which reads it again', () => {
    const organization = failedRead<Organization>();
    const [registry] = companyEditorTabs(organization, null);
    const markup = renderToStaticMarkup(registry?.content);
    expect(markup).toContain('Impossibile caricare l’elemento');
    expect(markup).toContain('Riprova');
    expect(markup).not.toContain('Caricamento dei dati aziendali…');

    pressRetry(registry?.content);
    expect(organization.refetch).toHaveBeenCalledTimes(1);
  });

  it('Licenze: the three licence reads fail as one, and ‘Riprova’ reads again only the failed ones', () => {
    const used = doneRead<number | null>(4);
    const total = failedRead<number | null>();
    const pack = failedRead<QualificationsPack | null>();
    const read = licencesRead({ used, total, pack });
    expect(read).toMatchObject({ data: undefined, isError: true });

    void read.refetch();
    expect(total.refetch).toHaveBeenCalledTimes(1);
    expect(pack.refetch).toHaveBeenCalledTimes(1);
    expect(used.refetch).not.toHaveBeenCalled();
  });

  it('Licenze: are read once all three answered, a missing total or pack included', () => {
    expect(
      licencesRead({
        used: doneRead<number | null>(4),
        total: pendingRead<number | null>(),
        pack: doneRead<QualificationsPack | null>(PACK),
      }),
    ).toMatchObject({ data: undefined, isError: false });
    expect(
      licencesRead({
        used: doneRead<number | null>(4),
        total: doneRead<number | null>(null),
        pack: doneRead<QualificationsPack | null>(null),
      }).data,
    ).toEqual({ used: 4, total: null, pack: null });
  });
});
