/** A new screen opens at its top; back and forward, and a change of the query alone, keep the place (app/RoutedApp.tsx). */
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from './RoutedApp';

const grabbed: { navigate?: NavigateFunction } = {};
const navigate: NavigateFunction = ((...args: Parameters<NavigateFunction>) =>
  grabbed.navigate!(...(args as [never]))) as NavigateFunction;
function Grab() {
  const n = useNavigate();
  useEffect(() => {
    grabbed.navigate = n;
  }, [n]);
  return null;
}

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(
      <MemoryRouter initialEntries={['/worker/projects']}>
        <ScrollToTop />
        <Grab />
      </MemoryRouter>,
    );
    scrollTo.mockReset();
  });

  it('scrolls to the top when a link opens another screen, or a screen replaces this one', () => {
    act(() => navigate('/worker/projects/job-1'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockReset();
    act(() => navigate('/worker/mypage', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the scroll alone on back and forward, and when only the query changes', () => {
    act(() => navigate('/worker/projects/job-1'));
    scrollTo.mockReset();
    act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => navigate('/worker/projects?sort=reward'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
