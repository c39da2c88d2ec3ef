import { render, screen, waitFor } from '@testing-library/react';
import { lazyIsland, retryOnce, SafeIsland } from '@/components/ui/safe-island';

function Hello() {
  return <p>island loaded</p>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('retryOnce tries a failed import once more, then gives up', async () => {
  const failing = jest.fn(() => Promise.reject(new Error('ChunkLoadError')));
  await expect(retryOnce(failing)()).rejects.toThrow('ChunkLoadError');
  expect(failing).toHaveBeenCalledTimes(2);

  let calls = 0;
  const flaky = jest.fn(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
  await expect(retryOnce(flaky)()).resolves.toBe('ok');
});

test('an island whose chunk never arrives leaves the page around it and tells its owner', async () => {
  const load = jest.fn(() => Promise.reject(new Error('Failed to load chunk')));
  const Broken = lazyIsland(load);
  const onError = jest.fn();
  render(
    <main>
      <a href="tel:+19415550147">Call</a>
      <SafeIsland onError={onError} fallback={<span>plain form</span>}>
        <Broken />
      </SafeIsland>
    </main>,
  );
  await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByText('plain form')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+19415550147');
});

test('an island that loads renders normally', async () => {
  const Island = lazyIsland(() => Promise.resolve({ default: Hello }));
  render(
    <SafeIsland>
      <Island />
    </SafeIsland>,
  );
  expect(await screen.findByText('island loaded')).toBeInTheDocument();
});
