import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadBlob } from '@/lib/csv-export';
import { formatNumber } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { isAbort, type ExportProgress } from '@/lib/paged-export';

interface CsvExportButtonProps {
  /** Builds the file of the view on screen; rejects with an AbortError once the signal is aborted. */
  run: (signal: AbortSignal, onProgress: (progress: ExportProgress) => void) => Promise<Blob>;
  /** The file's name, asked when the file is ready. */
  fileName: () => string;
  disabled?: boolean;
}

/** « Exporter en CSV », then « Export : 3 000 / 12 345 » and « Annuler » while the pages arrive. */
export function CsvExportButton({ run, fileName, disabled = false }: CsvExportButtonProps) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const wasRunning = useRef(false);
  const running = progress !== null;

  // Leaving the screen stops the export.
  useEffect(() => () => controller.current?.abort(), []);

  // The button that was clicked goes away: the focus follows to the one that replaces it.
  useEffect(() => {
    if (running) cancelRef.current?.focus();
    else if (wasRunning.current && (!document.activeElement || document.activeElement === document.body)) {
      startRef.current?.focus();
    }
    wasRunning.current = running;
  }, [running]);

  async function start() {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0, total: null });
    try {
      const blob = await run(abort.signal, setProgress);
      downloadBlob(blob, fileName());
    } catch (error) {
      if (!isAbort(error)) {
        console.error('Export CSV impossible', error);
        notifyError(error, 'L’export CSV a échoué. Veuillez réessayer.');
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  }

  if (progress) {
    return (
      <div className="flex items-center gap-3">
        <span role="status" className="text-sm tabular-nums text-muted-foreground">
          Export : {formatNumber(progress.done)} / {progress.total === null ? '…' : formatNumber(progress.total)}
        </span>
        <Button ref={cancelRef} variant="outline" onClick={() => controller.current?.abort()}>
          Annuler
        </Button>
      </div>
    );
  }
  return (
    <Button ref={startRef} variant="outline" onClick={() => void start()} disabled={disabled}>
      <Download aria-hidden="true" />
      Exporter en CSV
    </Button>
  );
}
