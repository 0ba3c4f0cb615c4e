import { describe, expect, it } from 'vitest';
import { IMPORT_STEPS, importStepTitle } from './steps.ts';

describe('IMPORT_STEPS and importStepTitle', () => {
  it('002 §2.7: "Steps 0 to 4: model download, file upload, data check, import progress, outcome."', () => {
    // Arrange, Act
    const steps = IMPORT_STEPS.map((step) => [step.step, step.id, importStepTitle(step.step)]);

    // Assert
    expect(steps).toEqual([
      [0, 'modelDownload', 'Scarica il modello'],
      [1, 'fileUpload', 'Carica il file'],
      [2, 'dataCheck', 'Verifica i dati'],
      [3, 'importProgress', 'Importazione in corso'],
      [4, 'outcome', 'Esito'],
    ]);
  });
});
