/** The service-provider interface for variant modules: rule sets, the working position, move buffers and edit-script ops. */
@CheckReturnValue
package io.github.overtake.core.spi;

import com.google.errorprone.annotations.CheckReturnValue;
