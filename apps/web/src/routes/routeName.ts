/**
 * The name of the route on screen (domain's route table), for the screens that serve several
 * routes and show each its own way (the orders' /new form and wizard).
 */
import { createContext, useContext } from 'react';

export const RouteNameContext = createContext<string | undefined>(undefined);

/** The domain route name of the route this screen is rendered for. */
export function useRouteName(): string | undefined {
  return useContext(RouteNameContext);
}
