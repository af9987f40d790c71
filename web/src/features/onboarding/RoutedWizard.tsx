/**
 * A registration wizard in a router of its own (InitialSetup.tsx loads this with the wizard): the setup
 * gate renders outside the app's router (app/GateShell.tsx), which the setup screen does not load, and
 * the wizard's completion screen navigates to where the user goes on (wizard.tsx) before the session
 * reloads; the app's router then starts at that address. Imported statically here, so that only
 * BrowserRouter is bundled (a dynamic import of react-router-dom would keep every export).
 */
import type { ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';

export type Wizard = ComponentType<{ onExit: () => void }>;

export function RoutedWizard({ wizard: Steps, onExit }: { wizard: Wizard; onExit: () => void }) {
  return (
    <BrowserRouter>
      <Steps onExit={onExit} />
    </BrowserRouter>
  );
}
