import {
  CHAT_ATTACHMENT_ACCEPTED_TYPES,
  checkUploadDeclaration,
  isAllowedAttachment,
  requiredRule,
} from '@portineria/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone.tsx';

// Fixed dates: the stories must render the same pixels on every run.
const LAST_MODIFIED = Date.UTC(2025, 2, 15, 9, 30);
const pdf = new File(['%PDF-1.7 verbale'.repeat(9000)], 'Verbale assemblea 15-03-2025.pdf', {
  type: 'application/pdf',
  lastModified: LAST_MODIFIED,
});
const photo = new File(['foto'.repeat(120000)], 'Infiltrazione scala B.jpg', {
  type: 'image/jpeg',
  lastModified: LAST_MODIFIED,
});
const program = new File(['MZ'], 'setup.exe', {
  type: 'application/x-msdownload',
  lastModified: LAST_MODIFIED,
});

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  return input;
};

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  args: {
    label: 'Allegati',
    accept: ['application/pdf', 'image/*'],
    description: 'PDF o immagini',
    onFilesChange: fn(),
    onReject: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropzone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { defaultFiles: [pdf, photo] } };

export const WithError: Story = {
  args: { required: true, error: 'Il campo Allegati è obbligatorio' },
  play: async ({ canvasElement }) => {
    const browse = within(canvasElement).getByRole('button', { name: 'scegli dal computer' });
    await expect(browse).toHaveAccessibleDescription(
      'PDF o immagini Il campo Allegati è obbligatorio',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultFiles: [pdf] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'scegli dal computer' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /Rimuovi/ })).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultFiles: [pdf, photo] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Rimuovi/ })).toBeNull();
  },
};

export const ChatAttachments: Story = {
  name: 'Chat attachments (domain rule)',
  args: {
    label: 'Allegati della chat',
    accept: CHAT_ATTACHMENT_ACCEPTED_TYPES,
    isFileAccepted: isAllowedAttachment,
    description: 'Documenti, fogli di calcolo, immagini, audio, video e archivi',
  },
};

export const LongItalianLabel: Story = {
  args: {
    label: 'Documentazione tecnica dell’intervento: certificazioni, fotografie e rapportini',
    description: 'Puoi allegare più file insieme; i formati accettati sono PDF e immagini',
    defaultFiles: [
      new File(
        ['x'.repeat(2048)],
        'Dichiarazione di conformità impianto elettrico vano scala.pdf',
        {
          type: 'application/pdf',
          lastModified: LAST_MODIFIED,
        },
      ),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultFiles: [pdf] } };

export const TestUploadFiles: Story = {
  name: 'Test: several files chosen with the browse input',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [pdf, photo]);
    const list = canvas.getByRole('list', { name: 'File selezionati' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Infiltrazione scala B.jpg')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([pdf, photo]);
  },
};

export const TestRejectedFiles: Story = {
  name: 'Test: refused files are listed with a message',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The browser's dialog may still offer "all files": the zone checks the type itself.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), [program, pdf]);
    const refused = canvas.getByRole('list', { name: 'File non accettati' });
    await expect(within(refused).getByText('Tipo di file non consentito: setup.exe')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([pdf]);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
  },
};

export const TestRefusedWithReason: Story = {
  name: 'Test: a refused file says why (domain upload rule)',
  args: {
    label: 'Foto e file',
    accept: CHAT_ATTACHMENT_ACCEPTED_TYPES,
    fileRefusal: (file: File) => {
      const check = checkUploadDeclaration('tickets', file);
      return check.ok ? undefined : check.message;
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(canvasElement), [program, photo]);
    const refused = canvas.getByRole('list', { name: 'File non accettati' });
    await expect(
      within(refused).getByText('setup.exe: Questo tipo di file non è ammesso.'),
    ).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([photo]);
    await expect(args.onReject).toHaveBeenCalledWith([
      { file: program, message: 'setup.exe: Questo tipo di file non è ammesso.' },
    ]);
  },
};

export const TestRemoveWithKeyboard: Story = {
  name: 'Test: a chosen file is removed with the keyboard',
  args: { defaultFiles: [pdf, photo] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'scegli dal computer' });
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Rimuovi Verbale assemblea 15-03-2025.pdf' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([photo]);
    await expect(browse).toHaveFocus();
  },
};

export const TestBrowseWithKeyboard: Story = {
  name: 'Test: the browse button opens the file dialog from the keyboard',
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    const dialogRequested = fn();
    // Stands in for the browser's file dialog, which a test cannot drive.
    input.addEventListener('click', (event) => {
      event.preventDefault();
      dialogRequested();
    });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(dialogRequested).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(dialogRequested).toHaveBeenCalledTimes(2);
  },
};

export const TestSingleFile: Story = {
  name: 'Test: a single-file zone keeps the first and replaces on a new choice',
  args: {
    multiple: false,
    label: 'Foglio di calcolo',
    accept: ['.xls', '.xlsx'],
    description: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = new File(['a'], 'Condomini.xlsx', { lastModified: LAST_MODIFIED });
    const second = new File(['b'], 'Immobili.XLS', { lastModified: LAST_MODIFIED });
    await userEvent.upload(fileInput(canvasElement), first);
    await userEvent.upload(fileInput(canvasElement), second);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([second]);
    await expect(canvas.queryByText('Condomini.xlsx')).toBeNull();
  },
};

export const TestRequired: Story = {
  name: 'Test: removing the last file reports the required field',
  args: {
    required: true,
    defaultFiles: [pdf],
    validate: (files: File[]) => requiredRule('Allegati')(files),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Rimuovi Verbale assemblea 15-03-2025.pdf' }),
    );
    await waitFor(() => expect(canvas.getByText('Il campo Allegati è obbligatorio')).toBeVisible());
  },
};
