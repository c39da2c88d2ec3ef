/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Static hosts serve /page from page.html; trailing slashes would make every canonical differ.
  trailingSlash: false,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
