// The root layout of a card site on the Next.js App Router. No next/font: nothing is fetched.
export const metadata = { title: 'foilkit on Next.js' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'sans-serif' }}>{children}</body>
    </html>
  );
}
