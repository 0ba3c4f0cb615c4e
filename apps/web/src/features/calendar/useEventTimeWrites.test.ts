import { describe, expect, it } from 'vitest';
import { writesInTurn } from './useEventTimeWrites.ts';

/** A save that answers when told, recording the version it was based on. */
function heldSave() {
  const based: (string | null)[] = [];
  const answers: { resolve: (version: string) => void; reject: (error: Error) => void }[] = [];
  const save = (version: string | null) => {
    based.push(version);
    return new Promise<{ updatedAt: string }>((resolve, reject) =>
      answers.push({ resolve: (updatedAt) => resolve({ updatedAt }), reject }),
    );
  };
  return { based, answers, save };
}

const turnOver = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('writesInTurn', () => {
  it('002 §9: two quick moves of an event are two saves, the second on the version the first left', async () => {
    const inTurn = writesInTurn();
    const { based, answers, save } = heldSave();
    const first = inTurn('7', 'v1', save);
    const second = inTurn('7', 'v1', save);
    await turnOver();
    expect(based).toEqual(['v1']);
    answers[0]!.resolve('v2');
    await first;
    await turnOver();
    expect(based).toEqual(['v1', 'v2']);
    answers[1]!.resolve('v3');
    await expect(second).resolves.toEqual({ updatedAt: 'v3' });
  });

  it('002 §9: writes of different events do not wait for each other', async () => {
    const inTurn = writesInTurn();
    const { based, save } = heldSave();
    void inTurn('7', 'a1', save);
    void inTurn('8', 'b1', save);
    await turnOver();
    expect(based).toEqual(['a1', 'b1']);
  });

  it('a write queued behind a refused one is refused with it; the next starts from the version shown', async () => {
    const inTurn = writesInTurn();
    const { based, answers, save } = heldSave();
    const first = inTurn('7', 'v1', save);
    const second = inTurn('7', 'v1', save);
    await turnOver();
    answers[0]!.reject(new Error('Versione non aggiornata'));
    await expect(first).rejects.toThrow('Versione non aggiornata');
    await expect(second).rejects.toThrow('Versione non aggiornata');
    await turnOver();
    void inTurn('7', 'v4', save);
    await turnOver();
    expect(based).toEqual(['v1', 'v4']);
  });
});
