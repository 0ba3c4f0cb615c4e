/**
 * The import model of step 0 (002 §2.7 'model download'; §7.4 'Model download from
 * /master/{appCfg}.xlsx'): an .xlsx the gateway makes with the headers the registry's import reads,
 * per registry and route category (DECISIONS.md "The import model, updates and the registry's
 * imports").
 */
import { importMessage } from '../messages/it-IT/import.ts';
import type { importMessages } from '../messages/it-IT/import.ts';
import { importModelPath } from './files.ts';
import type { ImportSchema } from './schemas.ts';

/** The registries imported as one batch, each with its route categories (002 §2.7, §2.9). */
export const IMPORT_BATCH_CATEGORIES = {
  contacts: ['person', 'client'],
  buildings: ['condominium', 'private'],
} as const;

/** A registry imported as one batch. */
export type ImportBatchEntity = keyof typeof IMPORT_BATCH_CATEGORIES;

/** A route category of a batch registry. */
export type ImportBatchCategory<Entity extends ImportBatchEntity = ImportBatchEntity> =
  (typeof IMPORT_BATCH_CATEGORIES)[Entity][number];

/** Whether `category` is one of the registry's route categories. */
export function isImportBatchCategory<Entity extends ImportBatchEntity>(
  entity: Entity,
  category: unknown,
): category is ImportBatchCategory<Entity> {
  return (IMPORT_BATCH_CATEGORIES[entity] as readonly unknown[]).includes(category);
}

/** The model's `appCfg` (002 §7.4): the registry and the category, 'contacts-person'. */
export function importModelAppConfig(entity: ImportBatchEntity, category: string): string {
  return `${entity}-${category}`;
}

/** Where the model of a registry and category is downloaded: '/master/contacts-person.xlsx'. */
export function importBatchModelPath(entity: ImportBatchEntity, category: string): string {
  return importModelPath(importModelAppConfig(entity, category));
}

/**
 * The model's headers: the field names of the schema's columns, in order — each one normalises
 * to itself (DECISIONS.md "Import (rules and machine)" 1), so a filled-in model is read as is.
 */
export function importModelHeaders(schema: Pick<ImportSchema, 'columns'>): string[] {
  return schema.columns.map((column) => column.name);
}

/** The message key of what a model imports, by registry and category ('persone'). */
const MODEL_SUBJECT_KEYS: {
  readonly [Entity in ImportBatchEntity]: Readonly<
    Record<ImportBatchCategory<Entity>, keyof typeof importMessages>
  >;
} = {
  contacts: {
    person: 'import.model.subject.contacts.person',
    client: 'import.model.subject.contacts.client',
  },
  buildings: {
    condominium: 'import.model.subject.buildings.condominium',
    private: 'import.model.subject.buildings.private',
  },
};

/** The model's file name: 'Modello importazione persone.xlsx'. */
export function importModelFileName<Entity extends ImportBatchEntity>(
  entity: Entity,
  category: ImportBatchCategory<Entity>,
): string {
  return importMessage('import.model.fileName', {
    subject: importMessage(MODEL_SUBJECT_KEYS[entity][category]),
  });
}
