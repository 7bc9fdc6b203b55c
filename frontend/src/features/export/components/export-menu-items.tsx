import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import type { StudySet } from '@shared/api/study-sets';
import { exportFormats, runExport } from '../lib/run-export';

const itemClass =
  'cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

/** "Export ▸ Anki (.apkg) / CSV / Quizlet" inside a set's menu. */
export function ExportMenuItems({ set }: { set: StudySet }) {
  const client = useQueryClient();
  return (
    <DropdownMenu.Sub>
      <DropdownMenu.SubTrigger className={`${itemClass} flex items-center justify-between gap-4`}>
        Export <span aria-hidden>›</span>
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent
          sideOffset={4}
          collisionPadding={8}
          className="z-50 min-w-40 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-200"
        >
          {exportFormats.map((format) => (
            <DropdownMenu.Item
              key={format.id}
              className={itemClass}
              onSelect={() => void runExport(client, set, format.id)}
            >
              {format.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}
