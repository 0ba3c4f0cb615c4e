import { describe, expect, it } from 'vitest';
import { recordHistoryTimelineEntry } from '../../records/recordHistory.ts';
import { historyEntry } from '../../records/testing/historyEntry.ts';
import { SUPPLIER_COMPANY_HISTORY_FORMAT } from './supplierCompanyHistory.ts';

const PAOLO = {
  user: { id: 5, fullname: 'Paolo Bianchi' },
  profile: { role: 'spl_3', companyName: 'Idraulica Bianchi S.r.l.' },
};

describe('the supplier company’s history in its editor (002 §2.9 supplier company editor, domain DECISIONS.md "Record history")', () => {
  it('titles a save of the supplier’s own data and writes who saved and each field from → to', () => {
    const shown = recordHistoryTimelineEntry(
      SUPPLIER_COMPANY_HISTORY_FORMAT,
      historyEntry({
        ...PAOLO,
        entity: 'supplierCompany',
        action: 'update',
        changes: [
          { field: 'categories', label: 'Categorie', from: 'Idraulico', to: 'Idraulico,Fabbro' },
          { field: 'emailPlanning', label: 'Email pianificazione', from: null, to: 'p@x.example' },
        ],
      }),
    );
    expect(shown).toMatchObject({
      title: 'Dati del fornitore modificati',
      who: 'Paolo Bianchi · Idraulica Bianchi S.r.l.',
      changes: [
        { label: 'Categorie', from: 'Idraulico', to: 'Idraulico,Fabbro' },
        { label: 'Email pianificazione', from: null, to: 'p@x.example' },
      ],
    });
  });

  it('titles a new cover image (002 §5.6 "Cover edit is allowed above level 1") with the file’s name', () => {
    const shown = recordHistoryTimelineEntry(
      SUPPLIER_COMPANY_HISTORY_FORMAT,
      historyEntry({
        ...PAOLO,
        entity: 'supplierCompany',
        action: 'ATTACH',
        changes: [{ field: 'file', label: 'File', from: null, to: 'furgone.png' }],
      }),
    );
    expect(shown).toMatchObject({
      title: 'Immagine di copertina cambiata',
      changes: [{ label: 'File', from: null, to: 'furgone.png' }],
    });
  });

  it('tells a change it has no words for (a back-office edit) as a change of the company data', () => {
    const shown = recordHistoryTimelineEntry(
      SUPPLIER_COMPANY_HISTORY_FORMAT,
      historyEntry({ entity: 'supplierCompany', action: 'CERTIFY' }),
    );
    expect(shown.title).toBe('Dati aziendali modificati');
  });
});
