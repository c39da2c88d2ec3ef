'use client';

import { useSyncExternalStore } from 'react';
import { lazyIsland, SafeIsland } from '@/components/ui/safe-island';
import { isToasterRequested, subscribeToToasterRequest } from './notify';

// Without its chunk (offline) there are no toasts; each form still says the outcome in its card.
const Toaster = lazyIsland(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** The light-themed notification area at the bottom right; mounted once the first toast is due. */
export function ToastRegion() {
  const requested = useSyncExternalStore(subscribeToToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <SafeIsland>
      <Toaster
        theme="light"
        position="bottom-right"
        closeButton
        // Above the floating call and chat buttons, which sit 16 px from the bottom and are 56 px tall.
        offset={{ bottom: 88, right: 16 }}
        mobileOffset={{ bottom: 88, left: 12, right: 12 }}
        toastOptions={{
          classNames: {
            toast: 'font-sans',
            title: '!text-base !font-bold',
            description: '!text-sm !text-slate-700',
          },
        }}
      />
    </SafeIsland>
  );
}
