import { SettingsPage } from '@/features/account/components/settings-page';
import { useOpenUpgrade } from '../app-shell';

export function Component() {
  return <SettingsPage onUpgrade={useOpenUpgrade()} />;
}
