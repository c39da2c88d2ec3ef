import { act, render, screen } from '@testing-library/react';
import { detectedCityStore, useDetectedCity } from '@/lib/service-area/detected-city-store';

function CityLabel() {
  const { city, status } = useDetectedCity();
  return <p>{`${city} (${status})`}</p>;
}

afterEach(() => detectedCityStore.reset());

describe('detectedCityStore', () => {
  it('starts with the default city and notifies subscribers of changes', () => {
    expect(detectedCityStore.getSnapshot()).toEqual({ city: 'Southwest Florida', status: 'idle' });
    const listener = jest.fn();
    const unsubscribe = detectedCityStore.subscribe(listener);
    detectedCityStore.set({ city: 'Venice', status: 'detected' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    detectedCityStore.set({ city: 'Osprey', status: 'detected' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('re-renders components that read it', () => {
    render(<CityLabel />);
    expect(screen.getByText('Southwest Florida (idle)')).toBeInTheDocument();
    act(() => detectedCityStore.set({ city: 'Naples', status: 'detected' }));
    expect(screen.getByText('Naples (detected)')).toBeInTheDocument();
  });
});
