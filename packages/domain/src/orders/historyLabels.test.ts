import { describe, expect, it } from 'vitest';
import { historyFieldLabel } from './historyLabels.ts';

describe('historyFieldLabel (DECISIONS.md "Order lifecycle", history)', () => {
  it('names the order form fields as the form does (Data fine, Fornitore)', () => {
    expect(historyFieldLabel('validTo')).toBe('Data fine');
    expect(historyFieldLabel('_supplier')).toBe('Fornitore');
  });

  it('names the flags with their chip wording (002 §4.1 Accettato, Chiusura forzata)', () => {
    expect(historyFieldLabel('isAccepted')).toBe('Accettato');
    expect(historyFieldLabel('isForcedClose')).toBe('Chiusura forzata');
    expect(historyFieldLabel('askedPrice')).toBe('Prezzo richiesto');
  });

  it('names the activity and task fields (001 §3 isSigned, §4.2 managedFromOrg)', () => {
    expect(historyFieldLabel('isSigned')).toBe('Firmato');
    expect(historyFieldLabel('managedFromOrg')).toBe("Annullata dall'amministratore");
  });

  it('DECISIONS.md "Quote lifecycle" 6: names the quote request an accepted offer created the order from', () => {
    expect(historyFieldLabel('_quote')).toBe('Richiesta di preventivo');
  });

  it('DECISIONS.md "Order files" 3: names a file added to the order and the files copied from its ticket', () => {
    expect(historyFieldLabel('file')).toBe('File');
    expect(historyFieldLabel('files')).toBe('File copiati');
  });

  it('keeps the wire name of a field it has no label for', () => {
    expect(historyFieldLabel('somethingElse')).toBe('somethingElse');
  });
});
