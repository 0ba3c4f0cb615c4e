import { describe, expect, it } from 'vitest';
import { claimHistoryActionLabel, claimHistoryFieldLabel } from './claimHistoryLabels.ts';

describe('the words of a claim history (DECISIONS.md "Claim lifecycle" 10)', () => {
  it.each([
    ['create', 'Sinistro aperto'],
    ['update', 'Sinistro modificato'],
    ['START_VERIFICATION', 'Verifica avviata'],
    ['ASSESS_DAMAGE', 'Danno accertato'],
    ['REQUEST_LIQUIDATION', 'Liquidazione richiesta'],
    ['LIQUIDATE', 'Chiuso liquidato'],
    ['CLOSE_NOT_LIQUIDATED', 'Chiuso non liquidato'],
    ['REOPEN', 'Sinistro riaperto'],
    ['ARCHIVE', 'ARCHIVE'],
  ])('an entry written by %s is titled %j (an unknown action as recorded)', (action, title) => {
    // Act
    const label = claimHistoryActionLabel(action);

    // Assert
    expect(label).toBe(title);
  });

  it.each([
    ['amountClaimed', 'Importo richiesto'],
    ['_supplierIEXP', 'Perito'],
    ['amountRefunded', 'Importo liquidato'],
    ['status', 'Stato'],
    ['code', 'Codice'],
    ['closingReason', 'Motivo della chiusura'],
    ['createdAt', 'createdAt'],
  ])('the recorded field %s reads %j (an unknown field as on the wire)', (field, text) => {
    // Act
    const label = claimHistoryFieldLabel(field);

    // Assert
    expect(label).toBe(text);
  });
});
