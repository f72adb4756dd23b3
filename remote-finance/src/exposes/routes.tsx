import { Route, Routes } from 'react-router-dom';
import { ErrorScreen, type RemoteRoutesProps } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';

/** This remote's screens for the segment the shell mounted it under. */
export default function RemoteRoutes({ segment }: RemoteRoutesProps) {
  return (
    <RemoteRoot>
      <Routes>
        <Route index element={<h1>{segment}</h1>} />
        <Route path="*" element={<ErrorScreen message="404 Not Found" />} />
      </Routes>
    </RemoteRoot>
  );
}
