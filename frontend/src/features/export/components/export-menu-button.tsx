import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Download } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudySet } from '@shared/api/study-sets';
import { buttonClasses } from '@/components/ui/button';
import { exportFormats, runExport } from '../lib/run-export';

/** An "Export" button with the three formats, for pages about one set (the editor). */
export function ExportMenuButton({ set }: { set: StudySet }) {
  const client = useQueryClient();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('secondary', 'sm')}>
        <Download aria-hidden className="size-4" /> Export
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-40 min-w-40 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {exportFormats.map((format) => (
            <DropdownMenu.Item
              key={format.id}
              className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              onSelect={() => void runExport(client, set, format.id)}
            >
              {format.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
