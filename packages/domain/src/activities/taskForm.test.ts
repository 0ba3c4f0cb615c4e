import { describe, expect, it } from 'vitest';
import {
  TASK_STATUS_OPTIONS,
  taskExecutedAtInstant,
  taskStatusLabel,
  validateTaskForm,
} from './taskForm.ts';
import type { TaskFormValues } from './taskForm.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);

const DONE: TaskFormValues = {
  status: 1,
  isSigned: true,
  executedAt: '2026-05-04',
  _employee: 31,
  description: 'Sostituita la guarnizione della pompa.',
};

describe('validateTaskForm — the task form (001 §3 Task, §4.2, §7)', () => {
  it('001 §7 "status, isSigned and _activity": a done, signed task with its day is valid', () => {
    expect(validateTaskForm(DONE, NOW)).toEqual({ valid: true, errors: {} });
  });

  it('001 §3 Task status: the status is required', () => {
    expect(validateTaskForm({ ...DONE, status: null }, NOW).errors).toEqual({
      status: 'Il campo Stato è obbligatorio',
    });
  });

  it('001 §3 Task status: a status outside 0, 1, 2 is refused', () => {
    expect(validateTaskForm({ ...DONE, status: 7 }, NOW).errors).toEqual({
      status: 'Il campo Stato non è valido.',
    });
  });

  it('an intervention under way (0) needs no day yet', () => {
    expect(validateTaskForm({ ...DONE, status: 0, executedAt: null }, NOW).valid).toBe(true);
  });

  it('a done intervention (1, 2) has its day', () => {
    expect(validateTaskForm({ ...DONE, executedAt: null }, NOW).errors).toEqual({
      executedAt: 'Il campo Data intervento è obbligatorio',
    });
  });

  it('a registration records work done: its day is not after today', () => {
    expect(validateTaskForm({ ...DONE, executedAt: '2026-05-05' }, NOW).errors).toEqual({
      executedAt: "La data dell'intervento non può essere successiva a oggi",
    });
    expect(validateTaskForm({ ...DONE, executedAt: '2026-05-04T23:00' }, NOW).valid).toBe(true);
  });

  it('an unreadable day is named', () => {
    expect(validateTaskForm({ ...DONE, executedAt: 'ieri' }, NOW).errors).toEqual({
      executedAt: 'Il campo Data intervento deve essere una data valida',
    });
  });

  it('001 §4.2 quick completion "status 2 and isSigned true": closing the activity needs the signature', () => {
    expect(validateTaskForm({ ...DONE, status: 2, isSigned: false }, NOW).errors).toEqual({
      isSigned: "Per chiudere l'attività l'intervento deve essere firmato",
    });
    expect(validateTaskForm({ ...DONE, status: 2, isSigned: true }, NOW).valid).toBe(true);
  });

  it('002 §9: the description is at most 4000 characters', () => {
    expect(validateTaskForm({ ...DONE, description: 'a'.repeat(4001) }, NOW).errors).toEqual({
      description: 'Il campo Descrizione deve avere al massimo 4000 caratteri',
    });
  });
});

describe('TASK_STATUS_OPTIONS — the stored task statuses (001 §3, §4.2)', () => {
  it("offers under way, done, and done closing the activity (quick completion's 2)", () => {
    expect(TASK_STATUS_OPTIONS.map((option) => option.value)).toEqual([0, 1, 2]);
    expect(taskStatusLabel(2)).toBe("Eseguito, chiude l'attività");
    expect(taskStatusLabel(0)).toBe('In corso');
    expect(taskStatusLabel(9)).toBeUndefined();
  });
});

describe('taskExecutedAtInstant — the day of the task as the gateway stores it', () => {
  it("today's intervention is registered at this moment, an earlier day at the same time of day", () => {
    expect(taskExecutedAtInstant('2026-05-04', NOW)).toBe(
      new Date(2026, 4, 4, 10, 0).toISOString(),
    );
    expect(taskExecutedAtInstant('2026-05-01', NOW)).toBe(
      new Date(2026, 4, 1, 10, 0).toISOString(),
    );
    expect(taskExecutedAtInstant(null, NOW)).toBeUndefined();
  });
});
