import { describe, expect, it } from 'vitest';
import { createUploadQueue } from './uploadQueue.ts';

/** An upload whose outcome each test decides, file by file. */
function controlledUpload() {
  const pending = new Map<
    string,
    { resolve: () => void; reject: (error: Error) => void; progress: (f: number) => void }
  >();
  const calls: string[] = [];
  const upload = (_recordId: string, file: File, onProgress: (fraction: number) => void) =>
    new Promise<void>((resolve, reject) => {
      calls.push(file.name);
      pending.set(file.name, { resolve, reject, progress: onProgress });
    });
  const settle = async (name: string, error?: Error) => {
    const call = pending.get(name);
    if (!call) throw new Error(`no upload of ${name}`);
    if (error) call.reject(error);
    else call.resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { upload, pending, calls, settle };
}

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('the upload queue (002 §5.3 "multiple files are allowed": each file on its own)', () => {
  it('sends every file side by side, each with its own progress', () => {
    const { upload, pending } = controlledUpload();
    const queue = createUploadQueue(upload, String);

    queue.start('41', [file('a.png'), file('b.png')]);
    pending.get('a.png')?.progress(0.5);

    expect(queue.of('41').map(({ file: f, progress, phase }) => [f.name, progress, phase])).toEqual(
      [
        ['a.png', 0.5, 'uploading'],
        ['b.png', 0, 'uploading'],
      ],
    );
    expect(queue.of('42')).toEqual([]);
  });

  it('a failed file keeps its reason and does not stop the others; a stored one leaves the queue', async () => {
    const { upload, settle } = controlledUpload();
    const queue = createUploadQueue(upload, (error) => (error as Error).message);
    queue.start('41', [file('a.png'), file('b.png')]);

    await settle('a.png', new Error('Il contenuto del file non corrisponde al suo tipo'));
    await settle('b.png');

    expect(queue.of('41')).toEqual([
      expect.objectContaining({
        phase: 'failed',
        error: 'Il contenuto del file non corrisponde al suo tipo',
      }),
    ]);
  });

  it('a failed file is sent again with Riprova, and leaves once stored; or it is dismissed', async () => {
    const { upload, settle, calls } = controlledUpload();
    const queue = createUploadQueue(upload, () => 'Errore di rete');
    queue.start('41', [file('a.png'), file('b.png')]);
    await settle('a.png', new Error('offline'));
    await settle('b.png', new Error('offline'));
    const [first, second] = queue.of('41');

    queue.retry(first?.key ?? '');
    const retrying = queue.of('41')[0]?.phase;
    await settle('a.png');
    queue.dismiss(second?.key ?? '');

    expect(calls).toEqual(['a.png', 'b.png', 'a.png']);
    expect(retrying).toBe('uploading');
    expect(queue.of('41')).toEqual([]);
  });

  it('tells its listeners of every change and gives the same list while nothing changed', () => {
    const { upload } = controlledUpload();
    const queue = createUploadQueue(upload, String);
    let changes = 0;
    const stop = queue.subscribe(() => {
      changes += 1;
    });

    queue.start('41', [file('a.png')]);
    const once = queue.of('41');
    const twice = queue.of('41');
    stop();
    queue.start('41', [file('b.png')]);

    expect(once).toBe(twice);
    expect(changes).toBe(2);
  });
});
