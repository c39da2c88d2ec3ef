import { leadProviderName } from './lib/leads/providers/table.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Static hosts serve /page from page.html; trailing slashes would make every canonical differ.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Always defined (an unknown name fails here), so lib/leads/providers compares two literals and
  // the browser bundle keeps only the chosen delivery service.
  env: { NEXT_PUBLIC_LEAD_PROVIDER: leadProviderName(process.env.NEXT_PUBLIC_LEAD_PROVIDER) },
};

export default nextConfig;
