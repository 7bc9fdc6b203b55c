import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import type { StudySet } from '@shared/api/study-sets';
import { SetMenuSlot } from '@/components/set-menu-slot';
import { ExportMenuItems } from '@/features/export/components/export-menu-items';
import { ExportStatus } from '@/features/export/components/export-status';

const itemClass =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

function extras(set: StudySet) {
  return (
    <>
      <DropdownMenu.Item asChild className={itemClass}>
        <Link to={`/study-sets/${set._id}/edit`}>Edit</Link>
      </DropdownMenu.Item>
      <ExportMenuItems set={set} />
    </>
  );
}

/** A study set's menu gets Edit and Export (features/edit-set, features/export). */
export function SetMenuExtras({ children }: { children: ReactNode }) {
  return (
    <SetMenuSlot.Provider value={extras}>
      {children}
      <ExportStatus />
    </SetMenuSlot.Provider>
  );
}
