import { business, messagingHref, telHref } from '@/content/business';
import { ChatIcon, PhoneIcon } from '@/components/ui/icons';

/** The two shared floating blocks of every page (ruling 18): call (small screens) and chat. */
export function FloatingActions() {
  return (
    <>
      <a
        href={telHref}
        data-floating="call"
        className="fixed bottom-4 left-4 z-30 flex min-h-14 items-center gap-2 rounded-full bg-emergency-600 px-5 font-bold text-white shadow-lg ring-4 ring-white/70 hover:bg-emergency-700 focus-visible:outline-3 focus-visible:outline-gold-400 md:hidden"
      >
        <PhoneIcon className="size-5" />
        Call Now
        <span className="sr-only">{business.phone.display}</span>
      </a>
      <a
        href={messagingHref}
        data-floating="chat"
        rel="noopener"
        target="_blank"
        className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg ring-4 ring-white/70 hover:bg-whatsapp-dark focus-visible:outline-3 focus-visible:outline-gold-400"
      >
        <ChatIcon className="size-7" />
        <span className="sr-only">Chat with us on {business.messaging.app} for a free emergency estimate (opens in a new tab)</span>
      </a>
    </>
  );
}
