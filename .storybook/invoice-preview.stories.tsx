import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, waitFor, within } from 'storybook/test';
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import previews from 'virtual:mail-previews';
import { useTenant } from '../src/tenant/tenant-context';

GlobalWorkerOptions.workerSrc = workerUrl;

const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/**
 * The PDF invoice a payment produces (server/modules/membership/invoice), made at Storybook's
 * build by the server's renderer for the tenant chosen in the toolbar, drawn page by page with
 * pdf.js so it shows the same in every browser and in visual snapshots.
 */
function InvoicePreview() {
  const { slug, name } = useTenant();
  const pdf = previews[slug]!.invoicePdf;
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const [href, setHref] = useState<string>();

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([bytes(pdf)], { type: 'application/pdf' }));
    setHref(url);
    const loading = getDocument({ data: bytes(pdf), isEvalSupported: false });
    let cancelled = false;
    (async () => {
      const page = await (await loading.promise).getPage(1);
      const viewport = page.getViewport({ scale: 1.5 });
      const target = canvas.current;
      if (cancelled || !target) return;
      target.width = viewport.width;
      target.height = viewport.height;
      await page.render({ canvasContext: target.getContext('2d')!, viewport }).promise;
      if (!cancelled) setState('drawn');
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      void loading.destroy();
      URL.revokeObjectURL(url);
    };
  }, [pdf]);

  return (
    <Figure>
      <Page ref={canvas} role="img" aria-label={`${name} invoice INV-000042, page 1`} data-state={state} />
      <figcaption>
        {state === 'failed' ? 'The PDF could not be drawn here. ' : null}
        {href ? (
          <a href={href} download={`${slug}-invoice.pdf`}>
            Download the PDF
          </a>
        ) : null}
      </figcaption>
    </Figure>
  );
}

const meta = {
  title: 'Server/Invoice',
  component: InvoicePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InvoicePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const pages = within(canvasElement).getAllByRole('img', { name: /invoice INV-000042, page 1$/ });
    for (const page of pages) await waitFor(() => expect(page).toHaveAttribute('data-state', 'drawn'));
  },
};

const Figure = styled.figure`
  margin: 0;
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Page = styled.canvas`
  max-inline-size: 100%;
  block-size: auto;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;
