import { Navigate, useLocation } from "react-router-dom";
import { loginFor } from "@portal/schema";

/** The session ended while on screen: to the login page, which returns here once signed in again. */
export function ToLogin() {
  const { pathname, search } = useLocation();
  return <Navigate to={loginFor(`${pathname}${search}`)} replace />;
}
