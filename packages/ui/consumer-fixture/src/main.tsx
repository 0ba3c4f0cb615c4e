// Another product using the published package: only public entry points, no source paths.
import '@portineria/ui/fonts';
import '@portineria/ui/styles';
import { Button, Dialog, lightTheme } from '@portineria/ui';
// A per-component entry: only the chip's code and CSS, whatever the bundler.
import { Chip } from '@portineria/ui/Chip';
import type { ChipProps } from '@portineria/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const tone: ChipProps['tone'] = 'success';

function App() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Consumatore</h1>
      <Chip label="Validato" tone={tone} />
      <Button onClick={() => setOpen(true)}>Apri</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Dialogo del consumatore"
        actions={<Button onClick={() => setOpen(false)}>Chiudi</Button>}
      >
        Contenuto
      </Dialog>
    </main>
  );
}

document.documentElement.classList.add(lightTheme);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
